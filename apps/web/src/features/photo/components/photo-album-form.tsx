import { useState } from 'react';
import { Button, DatePicker, Form, Input } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import {
  PHOTO_ALBUM_EMPTY_MESSAGE,
  PHOTO_FILE_REQUIRED_MESSAGE,
  photoAlbumFieldsSchema,
  type PhotoAlbum,
  type PhotoAlbumFieldsInput,
} from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { photoKo } from '@/i18n/domains/photo';
import { tourTarget } from '@/features/guide/tours';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUploadQueue } from '@/lib/upload-queue';
import { useUiStore } from '@/stores/ui';
import { useCreatePhotoAlbum } from '../api/create-photo-album';
import { resetPhotoFiles } from '../api/reset-photo-files';
import { useUpdatePhotoAlbum } from '../api/update-photo-album';
import { albumPhotoSender } from '../api/upload-album-photo';
import { PHOTO_LIST_PATH, photoAlbumPath } from '../photo-paths';
import { ChildTagPicker } from './child-tag-picker';
import { usePhotoOrder } from './photo-order';
import { PhotoUploader } from './photo-uploader';
import { recordFormProps } from '@/lib/record-form';

const t = photoKo;
const DATE_FORMAT = 'YYYY-MM-DD';
/** Parallel uploads once the album has its tempKey (the first photo goes alone to get one). */
const UPLOAD_CONCURRENCY = 3;
/** The photo fields of a save: refusals about them go under the photos. */
const PHOTO_FIELDS = ['photoFileIds', 'tempKey'];
type FormValues = { childCodeSet: number[]; photoTitle: string; photoDate: string; comment: string };

type PhotoAlbumFormProps = {
  classId: number;
  /** editing this album (docs/product/photo.md#edit); a new album otherwise */
  album?: PhotoAlbum;
  /** editing: after the save (the album's query holds the saved album) or '취소' */
  onDone?: () => void;
};

/**
 * story/photo/new and an album's '수정': tag children, drop photos (they upload at once), put them in order, title,
 * date, comment, save. Editing starts from the album as saved; '취소' leaves it unchanged.
 */
export function PhotoAlbumForm({ classId, album, onDone }: PhotoAlbumFormProps) {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const showAlert = useUiStore((s) => s.showAlert);
  const create = useCreatePhotoAlbum();
  const update = useUpdatePhotoAlbum();
  const childCodes = Form.useWatch('childCodeSet', form) ?? album?.children.map((c) => c.childCode) ?? NO_CHILDREN;
  // every photo is its own request, all under one tempKey; they wait until a child is tagged (the server needs one),
  // and leaving the form unsaved (unmount, or the tab closing) resets the temp files
  const uploads = useUploadQueue({
    send: albumPhotoSender(classId, childCodes),
    concurrency: UPLOAD_CONCURRENCY,
    ready: childCodes.length > 0,
    removeFailedMessage: t.removeFailed,
    discard: resetPhotoFiles,
  });
  const order = usePhotoOrder(album?.photos ?? NO_PHOTOS, uploads.items);
  const [photosError, setPhotosError] = useState<{ message: string; fromServer: boolean }>();
  const failed = uploads.failedIds.length;
  // 'no photo' goes away as soon as there is one to save; the server's refusal stays until the next save
  const shownPhotosError = photosError && (photosError.fromServer || order.fileIds.length === 0) ? photosError.message : undefined;
  const saving = create.isPending || update.isPending;

  /** The photos in order, once there is one; otherwise the docs/product/photo.md#save message under the photos. */
  const photosReady = (): number[] | undefined => {
    const fileIds = order.fileIds;
    const ready = fileIds.length > 0 && (album !== undefined || uploads.tempKey !== undefined);
    setPhotosError(ready ? undefined : { message: album ? PHOTO_ALBUM_EMPTY_MESSAGE : PHOTO_FILE_REQUIRED_MESSAGE, fromServer: false });
    return ready ? fileIds : undefined;
  };

  const handleError = (error: unknown) => {
    const details = toApiError(error).details as Record<string, unknown> | undefined;
    const photoField = PHOTO_FIELDS.find((field) => typeof details?.[field] === 'string');
    if (photoField && details) setPhotosError({ message: details[photoField] as string, fromServer: true });
    else applyServerErrors(form, error);
  };

  const handleFinish = (values: FormValues) => {
    const photoFileIds = photosReady();
    if (!photoFileIds) return;
    const fields: PhotoAlbumFieldsInput = { ...values, photoTitle: values.photoTitle.trim(), comment: values.comment ?? '', photoFileIds };
    const saved = () => {
      uploads.markSaved();
      showAlert(t.saved, 'success');
    };
    if (album) {
      update.mutate(
        { classId, photoId: album.photoId, tempKey: uploads.tempKey, body: { ...fields, photoFileIds } },
        {
          onSuccess: () => {
            saved();
            onDone?.();
          },
          onError: handleError,
        },
      );
      return;
    }
    create.mutate(
      { classId, tempKey: uploads.tempKey!, fields },
      {
        onSuccess: (created) => {
          saved();
          navigate(photoAlbumPath(created.photoId), { replace: true });
        },
        onError: handleError,
      },
    );
  };

  const initialValues: FormValues = album
    ? { childCodeSet: album.children.map((c) => c.childCode), photoTitle: album.photoTitle, photoDate: album.photoDate, comment: album.comment }
    : { childCodeSet: [], photoTitle: '', photoDate: dayjs().format(DATE_FORMAT), comment: '' };

  return (
    <Form<FormValues>
      {...recordFormProps}
      form={form}
      layout="vertical"
      className="photo-album-form"
      initialValues={initialValues}
      onFinish={handleFinish}
      onFinishFailed={() => photosReady()}
      requiredMark={false}
    >
      <div {...tourTarget('album-children')}>
        <Form.Item name="childCodeSet" label={t.children} extra={t.childrenHint} rules={[fieldRule(photoAlbumFieldsSchema, 'childCodeSet')]}>
          <ChildTagPicker classId={classId} tagged={album?.children} />
        </Form.Item>
      </div>

      <div {...tourTarget('album-photos')}>
        <Form.Item label={t.photos} validateStatus={shownPhotosError ? 'error' : undefined} help={shownPhotosError}>
          <PhotoUploader uploads={uploads} order={order} />
        </Form.Item>
      </div>

      <div {...tourTarget('album-title')}>
        <Form.Item name="photoTitle" label={t.photoTitle} rules={[fieldRule(photoAlbumFieldsSchema, 'photoTitle')]}>
          <Input placeholder={t.photoTitlePlaceholder} maxLength={100} showCount />
        </Form.Item>

        <Form.Item
          name="photoDate"
          label={t.photoDate}
          rules={[fieldRule(photoAlbumFieldsSchema, 'photoDate')]}
          getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : undefined)}
        >
          <DatePicker inputReadOnly allowClear={false} format={DATE_FORMAT} />
        </Form.Item>
      </div>

      <Form.Item name="comment" label={t.comment} rules={[fieldRule(photoAlbumFieldsSchema, 'comment')]}>
        <Input.TextArea placeholder={t.commentPlaceholder} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={2000} showCount />
      </Form.Item>

      {(uploads.isBusy || failed > 0) && (
        <p className="record-hint">{uploads.isBusy ? t.saveWaitUploads : t.saveSkipsFailed(failed)}</p>
      )}
      <div className="record-actions">
        <Button size="large" onClick={() => (album ? onDone?.() : navigate(PHOTO_LIST_PATH))}>
          {t.cancel}
        </Button>
        <Button
          size="large"
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined aria-hidden />}
          disabled={uploads.isBusy}
          loading={saving}
          {...tourTarget('album-save')}
        >
          {t.save}
        </Button>
      </div>
    </Form>
  );
}

const NO_CHILDREN: number[] = [];
const NO_PHOTOS: PhotoAlbum['photos'] = [];
