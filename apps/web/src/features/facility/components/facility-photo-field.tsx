import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, PictureOutlined, RedoOutlined } from '@ant-design/icons';
import { FACILITY_CAPTION_MAX, acceptedFileTypes } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { PhotoDropZone } from '@/components/photo-drop-zone';
import { UploadItemProgress, UploadQueueProgress } from '@/components/upload-progress';
import type { UploadQueueHandle } from '@/lib/upload-queue';
import { useFocusAfterMove } from '@/lib/use-focus-after-move';
import type { FacilityPhotoEntry, FacilityPhotoOrder } from './facility-photo-order';

const t = ko.facility;
type Direction = 'up' | 'down';

/** Whether a picked or dropped file is a photo the server takes (by its type, or its name when the browser gives none). */
export function isImageFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return acceptedFileTypes.some(
    (type) => type.kind === 'image' && (file.type === type.mime || [type.ext, ...(type.otherExts ?? [])].some((ext) => name.endsWith(`.${ext}`))),
  );
}

/** The form field of a photo's caption (server details `photos.N.caption` are mapped onto it). */
export const captionField = (key: string): ['photos', string, 'caption'] => ['photos', key, 'caption'];

type FacilityPhotoFieldProps = {
  uploads: UploadQueueHandle;
  order: FacilityPhotoOrder;
  /** the files of one pick or drop (the form refuses what is not a photo, and any beyond the limit) */
  onAdd: (files: File[]) => void;
};

/**
 * Drag-and-drop of many photos, each uploading at once with its own progress bar, then the space's photos in order,
 * each with a caption, '위로' / '아래로' buttons (keyboard, touch and screen readers: the moved photo keeps the focus
 * and its new place is announced) and a remove button.
 */
export function FacilityPhotoField({ uploads, order, onAdd }: FacilityPhotoFieldProps) {
  const { entries } = order;
  const { listRef, focusAfterMove } = useFocusAfterMove<HTMLUListElement>(entries);
  const [announcement, setAnnouncement] = useState('');

  const move = (entry: FacilityPhotoEntry, index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    order.move(entry.key, to);
    setAnnouncement(t.photoMoved(entry.name, Math.max(0, Math.min(to, entries.length - 1)) + 1, entries.length));
    focusAfterMove(`[data-photo-key="${entry.key}"]`, direction);
  };
  const remove = (entry: FacilityPhotoEntry) => (entry.kind === 'saved' ? order.removeSaved(entry.photo.fileId) : uploads.remove(entry.item.uid));

  return (
    <div className="facility-photo-field">
      <PhotoDropZone
        onFile={(file, batch) => {
          // one call per file: the first hands over the whole pick or drop, so the limit is counted once for it
          if (file === batch[0]) onAdd(batch);
        }}
      />

      <UploadQueueProgress uploads={uploads} className="facility-upload-overall" />

      {entries.length > 1 && <p className="record-muted facility-hint">{t.photoOrderHint}</p>}
      <p className="facility-sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <ul className="facility-photo-list" aria-label={t.photos} ref={listRef}>
        {entries.map((entry, index) => (
          <PhotoRow
            key={entry.key}
            entry={entry}
            index={index}
            count={entries.length}
            onMove={(direction) => move(entry, index, direction)}
            onRetry={() => entry.kind === 'upload' && uploads.retry([entry.item.uid])}
            onRemove={() => remove(entry)}
          />
        ))}
      </ul>
    </div>
  );
}

type PhotoRowProps = {
  entry: FacilityPhotoEntry;
  index: number;
  count: number;
  onMove: (direction: Direction) => void;
  onRetry: () => void;
  onRemove: () => void;
};

function PhotoRow({ entry, index, count, onMove, onRetry, onRemove }: PhotoRowProps) {
  const { name } = entry;
  const item = entry.kind === 'upload' ? entry.item : undefined;
  const status = item?.status ?? 'saved';
  const thumbnail = entry.kind === 'saved' ? (entry.photo.thumbnailUrl ?? entry.photo.url) : (item?.stored?.thumbnailUrl ?? item?.stored?.url);
  return (
    <li className={`facility-photo-row is-${status}`} aria-label={name} data-photo-key={entry.key}>
      <div className="facility-photo-thumb">
        {thumbnail ? <img src={thumbnail} alt={name} draggable={false} /> : <PictureOutlined aria-hidden />}
        <span className="facility-photo-badge">{index + 1}</span>
      </div>
      <div className="facility-photo-body">
        <div className="facility-photo-name" title={name}>
          {name}
        </div>
        {item ? (
          <UploadItemProgress item={item} name={name} statusClassName="facility-photo-status" />
        ) : (
          <p className="record-muted facility-photo-status">{t.savedPhoto}</p>
        )}
        {status !== 'error' && (
          <Form.Item name={captionField(entry.key)} className="facility-caption">
            <Input aria-label={t.captionOf(name)} placeholder={t.captionPlaceholder} maxLength={FACILITY_CAPTION_MAX} />
          </Form.Item>
        )}
      </div>
      <div className="facility-photo-actions">
        {item?.status === 'error' && (
          <Button icon={<RedoOutlined aria-hidden />} onClick={onRetry} aria-label={t.retryUploadOf(name)}>
            {t.retryUpload}
          </Button>
        )}
        <Button
          icon={<ArrowUpOutlined aria-hidden />}
          onClick={() => onMove('up')}
          disabled={index === 0}
          aria-label={t.photoMoveUpOf(name)}
          title={t.moveUp}
          data-move="up"
        />
        <Button
          icon={<ArrowDownOutlined aria-hidden />}
          onClick={() => onMove('down')}
          disabled={index === count - 1}
          aria-label={t.photoMoveDownOf(name)}
          title={t.moveDown}
          data-move="down"
        />
        <Button type="text" icon={<CloseOutlined aria-hidden />} onClick={onRemove} aria-label={t.removeOf(name)} />
      </div>
    </li>
  );
}

