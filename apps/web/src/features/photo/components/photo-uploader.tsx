import { useRef, useState, type PointerEvent } from 'react';
import { Alert, Button } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, HolderOutlined, PictureOutlined, RedoOutlined } from '@ant-design/icons';
import { photoKo } from '@/i18n/domains/photo';
import { PhotoDropZone } from '@/components/photo-drop-zone';
import { UploadItemProgress, UploadQueueProgress } from '@/components/upload-progress';
import type { UploadQueueHandle } from '@/lib/upload-queue';
import { useFocusAfterMove } from '@/lib/use-focus-after-move';
import type { PhotoEntry, PhotoOrder } from './photo-order';

const t = photoKo;

type Direction = 'earlier' | 'later';
type DragState = { key: string; over: string | null } | null;

/**
 * Drag-and-drop of many photos and the album's photos in order: a progress bar per upload and overall, thumbnails
 * as they finish, retry and remove; every photo moves by dragging its handle (mouse, touch, pen) or with its
 * '앞으로' / '뒤로' buttons (keyboard, screen readers). The first photo is the cover.
 */
export function PhotoUploader({ uploads, order }: { uploads: UploadQueueHandle; order: PhotoOrder }) {
  const { entries } = order;
  const { listRef, focusAfterMove } = useFocusAfterMove<HTMLUListElement>(entries);
  // the drag in a ref for the pointer handlers (events may come faster than renders), in state for the styles
  const dragRef = useRef<DragState>(null);
  const [drag, setDragState] = useState<DragState>(null);
  const setDrag = (next: DragState) => {
    dragRef.current = next;
    setDragState(next);
  };
  const [announcement, setAnnouncement] = useState('');

  const moveTo = (entry: PhotoEntry, to: number) => {
    order.move(entry.key, to);
    const position = Math.max(0, Math.min(to, entries.length - 1));
    setAnnouncement(t.moved(entry.name, position + 1, entries.length));
  };
  const moveBy = (entry: PhotoEntry, index: number, direction: Direction) => {
    moveTo(entry, direction === 'earlier' ? index - 1 : index + 1);
    focusAfterMove(`[data-photo-key="${entry.key}"]`, direction);
  };
  const remove = (entry: PhotoEntry) => (entry.kind === 'saved' ? order.removeSaved(entry.file.fileId) : uploads.remove(entry.item.uid));

  /** The photo under the pointer (the handle holds the pointer capture, so the list is asked by position). */
  const keyAt = (event: PointerEvent) =>
    document.elementFromPoint?.(event.clientX, event.clientY)?.closest<HTMLElement>('[data-photo-key]')?.dataset.photoKey ?? null;
  const dragHandlers = (entry: PhotoEntry) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDrag({ key: entry.key, over: null });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = dragRef.current;
      if (current?.key !== entry.key) return;
      const over = keyAt(event);
      if (over !== current.over) setDrag({ key: entry.key, over });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = dragRef.current;
      if (current?.key !== entry.key) return;
      const over = keyAt(event) ?? current.over;
      setDrag(null);
      const to = entries.findIndex((e) => e.key === over);
      if (to >= 0 && over !== entry.key) moveTo(entry, to);
    },
    onPointerCancel: () => setDrag(null),
  });

  return (
    <div className="photo-uploader">
      <PhotoDropZone onFile={(file) => uploads.add([file])} />

      {uploads.isWaiting && <Alert className="photo-upload-alert" type="info" showIcon title={t.waitingForChildren} />}

      <UploadQueueProgress uploads={uploads} className="photo-upload-overall" />

      {entries.length > 1 && <p className="record-muted photo-order-hint">{t.orderHint}</p>}
      <p className="photo-order-status" role="status" aria-live="polite">
        {announcement}
      </p>
      <ul className={`photo-upload-list${drag ? ' is-dragging' : ''}`} aria-label={t.photos} ref={listRef}>
        {entries.map((entry, index) => (
          <PhotoOrderItem
            key={entry.key}
            entry={entry}
            index={index}
            count={entries.length}
            dragging={drag?.key === entry.key}
            dropTarget={drag !== null && drag.over === entry.key && drag.key !== entry.key}
            dragHandlers={dragHandlers(entry)}
            onMove={(direction) => moveBy(entry, index, direction)}
            onRetry={() => {
              if (entry.kind === 'upload') uploads.retry([entry.item.uid]);
            }}
            onRemove={() => remove(entry)}
          />
        ))}
      </ul>
    </div>
  );
}

type PhotoOrderItemProps = {
  entry: PhotoEntry;
  index: number;
  count: number;
  dragging: boolean;
  dropTarget: boolean;
  dragHandlers: Record<string, (event: PointerEvent<HTMLElement>) => void>;
  onMove: (direction: Direction) => void;
  onRetry: () => void;
  onRemove: () => void;
};

function PhotoOrderItem({ entry, index, count, dragging, dropTarget, dragHandlers, onMove, onRetry, onRemove }: PhotoOrderItemProps) {
  const { name } = entry;
  const item = entry.kind === 'upload' ? entry.item : undefined;
  const status = item?.status ?? 'saved';
  const thumbnail = entry.kind === 'saved' ? (entry.file.thumbnailUrl ?? entry.file.url) : item?.stored?.thumbnailUrl;
  const classes = ['photo-upload-item', `is-${status}`, dragging && 'is-dragged', dropTarget && 'is-drop-target'].filter(Boolean).join(' ');
  return (
    <li className={classes} aria-label={name} data-photo-key={entry.key}>
      <span className="photo-drag-handle" title={t.dragHandle} aria-hidden {...dragHandlers}>
        <HolderOutlined />
      </span>
      <div className="photo-upload-thumb">
        {thumbnail ? <img src={thumbnail} alt={name} draggable={false} /> : <PictureOutlined aria-hidden />}
        <span className={`photo-order-badge${index === 0 ? ' is-cover' : ''}`}>{index === 0 ? t.cover : index + 1}</span>
      </div>
      <div className="photo-upload-body">
        <div className="photo-upload-name" title={name}>
          {name}
        </div>
        {item ? (
          <UploadItemProgress item={item} name={name} statusClassName="photo-upload-status" />
        ) : (
          <p className="record-muted photo-upload-status">{t.savedPhoto}</p>
        )}
      </div>
      <div className="photo-upload-actions">
        {item?.status === 'error' && (
          <Button icon={<RedoOutlined aria-hidden />} onClick={onRetry} aria-label={`${name} ${t.retry}`}>
            {t.retry}
          </Button>
        )}
        <Button
          icon={<ArrowLeftOutlined aria-hidden className="photo-move-icon" />}
          onClick={() => onMove('earlier')}
          disabled={index === 0}
          aria-label={t.moveEarlier(name)}
          title={t.moveEarlierShort}
          data-move="earlier"
        />
        <Button
          icon={<ArrowRightOutlined aria-hidden className="photo-move-icon" />}
          onClick={() => onMove('later')}
          disabled={index === count - 1}
          aria-label={t.moveLater(name)}
          title={t.moveLaterShort}
          data-move="later"
        />
        <Button type="text" icon={<CloseOutlined aria-hidden />} onClick={onRemove} aria-label={t.remove(name)} />
      </div>
    </li>
  );
}
