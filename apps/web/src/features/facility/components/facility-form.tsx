import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Button, Form, Input } from 'antd';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  FACILITY_DESCRIPTION_MAX,
  FACILITY_MAX_PHOTOS,
  FACILITY_PHOTO_ONLY_MESSAGE,
  FACILITY_PHOTO_REQUIRED_MESSAGE,
  FACILITY_SPACE_SUGGESTIONS,
  facilityBodySchema,
  facilityTooManyPhotosMessage,
  type Facility,
  type FacilityPhoto,
} from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { ko } from '@/i18n/ko';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { recordFormProps } from '@/lib/record-form';
import { discardTempFiles, useUploadQueue } from '@/lib/upload-queue';
import { useUiStore } from '@/stores/ui';
import { useDeleteFacility } from '../api/delete-facility';
import { useSaveFacility } from '../api/save-facility';
import { sendFacilityPhoto } from '../api/upload-facility-photo';
import { FACILITY_LIST_PATH } from '../facility-paths';
import { captionField, FacilityPhotoField, isImageFile } from './facility-photo-field';
import { fileIdOf, savedPhotoKey, useFacilityPhotoOrder } from './facility-photo-order';

const t = ko.facility;
/** Parallel uploads once the space has its tempKey (the first photo goes alone to get one). */
const UPLOAD_CONCURRENCY = 3;
const NO_PHOTOS: FacilityPhoto[] = [];
const SUGGESTIONS = FACILITY_SPACE_SUGGESTIONS.map((value) => ({ value }));
const CAPTION_DETAIL = /^photos\.(\d+)\.caption$/;

type FormValues = { title: string; description: string; photos?: Record<string, { caption?: string }> };
type PhotosError = { message: string; fromServer: boolean };

/** The refusals about the photos as a whole (the list, a photo's id, the tempKey): shown under the photos. */
function photosMessageOf(details: Record<string, unknown> | undefined): string | undefined {
  const entry = Object.entries(details ?? {}).find(
    ([field, message]) => typeof message === 'string' && (field === 'tempKey' || (field.startsWith('photos') && !CAPTION_DETAIL.test(field))),
  );
  return entry?.[1] as string | undefined;
}

/**
 * facilities/photos/new and …/{id}/edit: 공간 이름 (with the usual spaces suggested), 설명, and the photos — dropped
 * photos upload at once, each gets a caption, '위로' / '아래로' put them in order, and '저장' sends them all in that order
 * (attached ones and new uploads mixed). Editing also deletes the space, after a confirm.
 */
export function FacilityForm({ facility }: { facility?: Facility }) {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const save = useSaveFacility();
  const remove = useDeleteFacility();
  // the uploads a leave without saving takes back (by name, the only way to take a temp file back)
  const uploadedNames = useRef<string[]>([]);
  const uploads = useUploadQueue({
    send: sendFacilityPhoto,
    concurrency: UPLOAD_CONCURRENCY,
    removeFailedMessage: t.removeFailed,
    discard: (tempKey, options) => discardTempFiles(tempKey, uploadedNames.current, options),
  });
  useEffect(() => {
    uploadedNames.current = uploads.items.flatMap((item) => (item.status === 'done' && item.stored ? [item.stored.fileName] : []));
  }, [uploads.items]);
  const order = useFacilityPhotoOrder(facility?.photos ?? NO_PHOTOS, uploads.items);
  const [photosError, setPhotosError] = useState<PhotosError>();
  // the photos of the last save, in the order sent: the server names a caption by its place in that list
  const sentKeys = useRef<string[]>([]);
  const failed = uploads.failedIds.length;
  const savable = order.entries.filter((entry) => fileIdOf(entry) !== undefined);
  // 'no photo' goes away as soon as there is one to save; the server's refusal stays until the next save
  const shownPhotosError = photosError && (photosError.fromServer || savable.length === 0) ? photosError.message : undefined;

  const handleAdd = (files: File[]) => {
    const images = files.filter(isImageFile);
    const room = Math.max(0, FACILITY_MAX_PHOTOS - order.entries.length);
    if (images.length < files.length) showAlert(FACILITY_PHOTO_ONLY_MESSAGE, 'error');
    else if (images.length > room) showAlert(facilityTooManyPhotosMessage(FACILITY_MAX_PHOTOS), 'error');
    if (images.length > 0 && room > 0) uploads.add(images.slice(0, room));
  };

  const handleError = (error: unknown) => {
    const details = toApiError(error).details as Record<string, unknown> | undefined;
    const photosMessage = photosMessageOf(details);
    if (photosMessage) setPhotosError({ message: photosMessage, fromServer: true });
    const others = Object.keys(details ?? {}).filter((field) => field !== 'tempKey' && (!field.startsWith('photos') || CAPTION_DETAIL.test(field)));
    if (photosMessage && others.length === 0) return;
    // `photos.2.caption` is the caption input of the third photo sent
    applyServerErrors(form, error, (path) =>
      path[0] === 'photos' && typeof path[1] === 'number' && path[2] === 'caption' ? captionField(sentKeys.current[path[1]] ?? '') : path,
    );
  };

  const handleFinish = (values: FormValues) => {
    if (savable.length === 0) {
      setPhotosError({ message: FACILITY_PHOTO_REQUIRED_MESSAGE, fromServer: false });
      return;
    }
    setPhotosError(undefined);
    sentKeys.current = savable.map((entry) => entry.key);
    const photos = savable.map((entry) => ({
      fileId: fileIdOf(entry)!,
      caption: String(form.getFieldValue(captionField(entry.key)) ?? '').trim(),
    }));
    save.mutate(
      {
        facilityId: facility?.facilityId,
        tempKey: uploads.tempKey,
        body: { title: values.title.trim(), description: (values.description ?? '').trim(), photos },
      },
      {
        onSuccess: () => {
          uploads.markSaved();
          showAlert(t.saved, 'success');
          navigate(FACILITY_LIST_PATH, { replace: true });
        },
        onError: handleError,
      },
    );
  };

  const handleDelete = () => {
    if (!facility) return;
    openConfirm(t.confirmDelete(facility.title, facility.photos.length), () =>
      remove.mutate(facility.facilityId, {
        onSuccess: () => {
          showAlert(t.deleted, 'success');
          navigate(FACILITY_LIST_PATH, { replace: true });
        },
      }),
    );
  };

  const initialValues: FormValues = {
    title: facility?.title ?? '',
    description: facility?.description ?? '',
    photos: Object.fromEntries((facility?.photos ?? []).map((photo) => [savedPhotoKey(photo), { caption: photo.caption }])),
  };

  return (
    <Form<FormValues>
      {...recordFormProps}
      form={form}
      layout="vertical"
      className="facility-form"
      initialValues={initialValues}
      onFinish={handleFinish}
      onFinishFailed={() => savable.length === 0 && setPhotosError({ message: FACILITY_PHOTO_REQUIRED_MESSAGE, fromServer: false })}
      requiredMark={false}
    >
      <Form.Item name="title" label={t.title} rules={[fieldRule(facilityBodySchema, 'title')]}>
        <AutoComplete
          options={SUGGESTIONS}
          placeholder={t.titlePlaceholder}
          showSearch={{ filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()) }}
        />
      </Form.Item>

      <Form.Item name="description" label={t.description} rules={[fieldRule(facilityBodySchema, 'description')]}>
        <Input.TextArea
          placeholder={t.descriptionPlaceholder}
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={FACILITY_DESCRIPTION_MAX}
          showCount
        />
      </Form.Item>

      <Form.Item label={t.photos} required validateStatus={shownPhotosError ? 'error' : undefined} help={shownPhotosError}>
        <FacilityPhotoField uploads={uploads} order={order} onAdd={handleAdd} />
      </Form.Item>

      {(uploads.isBusy || failed > 0) && <p className="record-hint">{uploads.isBusy ? t.saveWaitUploads : t.saveSkipsFailed(failed)}</p>}
      <div className="record-actions">
        <Button size="large" onClick={() => navigate(FACILITY_LIST_PATH)}>
          {t.cancel}
        </Button>
        {facility && (
          <Button size="large" danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={handleDelete}>
            {t.delete}
          </Button>
        )}
        <Button
          size="large"
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined aria-hidden />}
          disabled={uploads.isBusy}
          loading={save.isPending}
        >
          {t.save}
        </Button>
      </div>
    </Form>
  );
}
