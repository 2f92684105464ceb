import { useState } from 'react';
import { Button, DatePicker, Form, Input } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { PHOTO_FILE_REQUIRED_MESSAGE, photoAlbumFieldsSchema, type PhotoAlbumFieldsInput } from '@kg/contract';
import { photoKo } from '@/i18n/domains/photo';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUploadQueue } from '@/lib/upload-queue';
import { useUiStore } from '@/stores/ui';
import { useCreatePhotoAlbum } from '../api/create-photo-album';
import { resetPhotoFiles } from '../api/reset-photo-files';
import { albumPhotoSender } from '../api/upload-album-photo';
import { PHOTO_LIST_PATH, photoAlbumPath } from '../photo-paths';
import { ChildTagPicker } from './child-tag-picker';
import { PhotoUploader } from './photo-uploader';

const t = photoKo;
const DATE_FORMAT = 'YYYY-MM-DD';
/** Parallel uploads once the album has its tempKey (the first photo goes alone to get one). */
const UPLOAD_CONCURRENCY = 3;
type FormValues = { childCodeSet: number[]; photoTitle: string; photoDate: string; comment: string };

/** story/photo/new: tag children, drop photos (they upload at once), title, date, comment, save. */
export function PhotoAlbumForm({ classId }: { classId: number }) {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const showAlert = useUiStore((s) => s.showAlert);
  const create = useCreatePhotoAlbum();
  const childCodes = Form.useWatch('childCodeSet', form) ?? NO_CHILDREN;
  // every photo is its own request, all under one tempKey; they wait until a child is tagged (the server needs one),
  // and leaving the form unsaved (unmount, or the tab closing) resets the temp files
  const uploads = useUploadQueue({
    send: albumPhotoSender(classId, childCodes),
    concurrency: UPLOAD_CONCURRENCY,
    ready: childCodes.length > 0,
    removeFailedMessage: t.removeFailed,
    discard: resetPhotoFiles,
  });
  const [photosError, setPhotosError] = useState<string>();
  const failed = uploads.failedIds.length;
  // the message goes away as soon as a photo is up
  const shownPhotosError = uploads.doneCount > 0 ? undefined : photosError;

  /** The album's tempKey once a photo is up; otherwise the docs/product/photo.md#save message under the photos. */
  const photosReady = (): string | undefined => {
    const tempKey = uploads.tempKey;
    setPhotosError(tempKey ? undefined : PHOTO_FILE_REQUIRED_MESSAGE);
    return tempKey;
  };

  const handleFinish = (values: FormValues) => {
    const tempKey = photosReady();
    if (!tempKey) return;
    const fields: PhotoAlbumFieldsInput = { ...values, photoTitle: values.photoTitle.trim(), comment: values.comment ?? '' };
    create.mutate(
      { classId, tempKey, fields },
      {
        onSuccess: (album) => {
          uploads.markSaved();
          showAlert(t.saved, 'success');
          navigate(photoAlbumPath(album.photoId), { replace: true });
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className="photo-album-form"
      initialValues={{ childCodeSet: [], photoTitle: '', photoDate: dayjs().format(DATE_FORMAT), comment: '' }}
      onFinish={handleFinish}
      onFinishFailed={() => photosReady()}
      requiredMark={false}
    >
      <Form.Item name="childCodeSet" label={t.children} extra={t.childrenHint} rules={[fieldRule(photoAlbumFieldsSchema, 'childCodeSet')]}>
        <ChildTagPicker classId={classId} />
      </Form.Item>

      <Form.Item label={t.photos} validateStatus={shownPhotosError ? 'error' : undefined} help={shownPhotosError}>
        <PhotoUploader uploads={uploads} />
      </Form.Item>

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

      <Form.Item name="comment" label={t.comment} rules={[fieldRule(photoAlbumFieldsSchema, 'comment')]}>
        <Input.TextArea placeholder={t.commentPlaceholder} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={2000} showCount />
      </Form.Item>

      {(uploads.isBusy || failed > 0) && (
        <p className="record-hint">{uploads.isBusy ? t.saveWaitUploads : t.saveSkipsFailed(failed)}</p>
      )}
      <div className="record-actions">
        <Button size="large" onClick={() => navigate(PHOTO_LIST_PATH)}>
          {t.cancel}
        </Button>
        <Button
          size="large"
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined aria-hidden />}
          disabled={uploads.isBusy}
          loading={create.isPending}
        >
          {t.save}
        </Button>
      </div>
    </Form>
  );
}

const NO_CHILDREN: number[] = [];
