import { useEffect, useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button, Image, Upload, type UploadProps } from 'antd';
import { CameraOutlined, DeleteOutlined, PictureOutlined, RedoOutlined, SwapOutlined } from '@ant-design/icons';
import { acceptedFileTypes, MENU_PHOTO_MESSAGE, UPLOAD_ACCEPT } from '@kg/contract';
import { UploadItemProgress } from '@/components/upload-progress';
import { menuKo } from '@/i18n/domains/menu';
import type { UploadItem, UploadQueueHandle } from '@/lib/upload-queue';
import { useUiStore } from '@/stores/ui';
import type { MealPhotoValue } from './menu-form-values';

const t = menuKo;

/** Whether a picked or dropped file is a photo the server takes (by its type, or its name when the browser gives none). */
export function isImageFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return acceptedFileTypes.some(
    (type) => type.kind === 'image' && (file.type === type.mime || [type.ext, ...(type.otherExts ?? [])].some((ext) => name.endsWith(`.${ext}`))),
  );
}

/** A local preview of a photo on its way (browsers only; tests and old browsers show an icon), freed when done with. */
function useLocalPreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

type MealPhotoFieldProps = {
  /** `월 점심`: names the photo and its buttons */
  label: string;
  uploads: UploadQueueHandle;
  /** set by Form.Item */
  id?: string;
  value?: MealPhotoValue;
  onChange?: (value: MealPhotoValue) => void;
};

/**
 * One meal's photo as served: picked or dropped, it uploads at once on the week's upload queue (its own progress bar,
 * 다시 시도 when it failed); then its thumbnail (opens the full-screen viewer), 바꾸기 and 삭제.
 */
export function MealPhotoField({ label, uploads, id, value = null, onChange }: MealPhotoFieldProps) {
  const showAlert = useUiStore((s) => s.showAlert);
  const item: UploadItem | undefined = value?.kind === 'upload' ? uploads.items.find((i) => i.uid === value.uid) : undefined;
  // an upload the queue no longer has (taken back) is no photo
  const photo = value?.kind === 'upload' && !item ? null : value;
  const preview = useLocalPreview(item && item.status !== 'done' ? item.file : undefined);
  const name = t.photoOf(label);

  const take = (file: File) => {
    if (!isImageFile(file)) {
      showAlert(MENU_PHOTO_MESSAGE, 'error');
      return;
    }
    // a photo on its way or uploaded for this meal is replaced: take it back
    if (item) uploads.remove(item.uid);
    const [uid] = uploads.add([file]);
    if (uid) onChange?.({ kind: 'upload', uid });
  };
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    // one photo a meal: the first of a pick or drop
    if (file === batch[0]) take(file);
    return Upload.LIST_IGNORE;
  };
  const remove = () => {
    if (item) uploads.remove(item.uid);
    onChange?.(null);
  };

  if (!photo) return <PhotoDropZone id={id} label={label} onFile={take} />;

  const stored = item?.stored;
  const full = photo.kind === 'saved' ? photo.url : stored?.url;
  const thumbnail = photo.kind === 'saved' ? (photo.thumbnailUrl ?? photo.url) : (stored?.thumbnailUrl ?? stored?.url ?? preview);
  return (
    <div className={`menu-photo is-${item?.status ?? 'saved'}`} role="group" aria-label={name}>
      <div className="menu-photo-thumb">
        {thumbnail && full ? (
          <Image src={thumbnail} preview={{ src: full }} alt={name} width={72} height={54} />
        ) : thumbnail ? (
          <img src={thumbnail} alt={name} width={72} height={54} />
        ) : (
          <PictureOutlined aria-hidden />
        )}
      </div>
      <div className="menu-photo-body">
        {item ? <UploadItemProgress item={item} name={name} statusClassName="menu-photo-status" /> : <p className="record-muted menu-photo-status">{t.savedPhoto}</p>}
        <div className="menu-photo-actions">
          {item?.status === 'error' && (
            <Button size="small" icon={<RedoOutlined aria-hidden />} aria-label={t.retryPhotoOf(label)} onClick={() => uploads.retry([item.uid])}>
              {t.retryPhoto}
            </Button>
          )}
          <Upload id={id} accept={UPLOAD_ACCEPT.image} showUploadList={false} beforeUpload={beforeUpload}>
            <Button size="small" icon={<SwapOutlined aria-hidden />} aria-label={t.replacePhotoOf(label)}>
              {t.replacePhoto}
            </Button>
          </Upload>
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t.removePhotoOf(label)} onClick={remove}>
            {t.removePhoto}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * The empty field: a slim zone to drop a photo on, or a native file input (through its label) to pick one — light
 * enough for the week's eighteen meals on one form.
 */
function PhotoDropZone({ id, label, onFile }: { id: string | undefined; label: string; onFile: (file: File) => void }) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after a removal
    if (file) onFile(file);
  };
  return (
    <div
      className={over ? 'menu-photo-drop is-over' : 'menu-photo-drop'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <input id={inputId} type="file" accept={UPLOAD_ACCEPT.image} className="menu-photo-input" aria-label={t.addPhotoTo(label)} onChange={pick} />
      <label htmlFor={inputId} className="menu-photo-drop-label">
        <CameraOutlined aria-hidden /> {t.addPhoto}
      </label>
    </div>
  );
}
