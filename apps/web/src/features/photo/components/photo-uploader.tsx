import { Alert, Button, Progress, Upload } from 'antd';
import { CloseOutlined, InboxOutlined, PictureOutlined, RedoOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT } from '@kg/contract';
import { photoKo } from '@/i18n/domains/photo';
import type { UploadItem, UploadQueueHandle } from '@/lib/upload-queue';

const t = photoKo;
const STATUS_TEXT: Record<UploadItem['status'], string> = { queued: t.queued, uploading: t.uploading, done: t.uploaded, error: '' };

/** Drag-and-drop of many photos: a progress bar per photo and overall, thumbnails as they finish, retry and remove. */
export function PhotoUploader({ uploads }: { uploads: UploadQueueHandle }) {
  const { items, doneCount, failedIds } = uploads;
  return (
    <div className="photo-uploader">
      <Upload.Dragger
        multiple
        accept={UPLOAD_ACCEPT.image}
        showUploadList={false}
        beforeUpload={(file) => {
          uploads.add([file]);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t.dropTitle}</p>
        <p className="ant-upload-hint">{t.dropHint}</p>
      </Upload.Dragger>

      {uploads.isWaiting && <Alert className="photo-upload-alert" type="info" showIcon title={t.waitingForChildren} />}

      {items.length > 0 && (
        <div className="photo-upload-overall">
          <span>{t.overall(doneCount, items.length)}</span>
          {failedIds.length > 0 && <span className="record-card-alert">{t.failedCount(failedIds.length)}</span>}
          <Progress percent={uploads.overallPercent} aria-label={t.overall(doneCount, items.length)} />
          {failedIds.length > 1 && (
            <Button size="small" icon={<RedoOutlined aria-hidden />} onClick={() => uploads.retry(failedIds)}>
              {t.retryAll}
            </Button>
          )}
        </div>
      )}

      <ul className="photo-upload-list" aria-label={t.photos}>
        {items.map((item) => (
          <PhotoUploadItem key={item.uid} item={item} onRetry={() => uploads.retry([item.uid])} onRemove={() => uploads.remove(item.uid)} />
        ))}
      </ul>
    </div>
  );
}

function PhotoUploadItem({ item, onRetry, onRemove }: { item: UploadItem; onRetry: () => void; onRemove: () => void }) {
  const name = item.file.name;
  const statusText = STATUS_TEXT[item.status];
  return (
    <li className={`photo-upload-item is-${item.status}`} aria-label={name}>
      <div className="photo-upload-thumb">
        {item.stored?.thumbnailUrl ? <img src={item.stored.thumbnailUrl} alt={name} /> : <PictureOutlined aria-hidden />}
      </div>
      <div className="photo-upload-body">
        <div className="photo-upload-name" title={name}>
          {name}
        </div>
        <Progress
          size="small"
          percent={item.percent}
          status={item.status === 'error' ? 'exception' : item.status === 'done' ? 'success' : 'active'}
          aria-label={`${name} 진행률`}
        />
        {item.status === 'error' ? (
          <p className="field-error" role="alert">
            {item.error}
          </p>
        ) : (
          <p className="record-muted photo-upload-status">{statusText}</p>
        )}
      </div>
      <div className="photo-upload-actions">
        {item.status === 'error' && (
          <Button size="small" icon={<RedoOutlined aria-hidden />} onClick={onRetry} aria-label={`${name} ${t.retry}`}>
            {t.retry}
          </Button>
        )}
        <Button size="small" type="text" icon={<CloseOutlined aria-hidden />} onClick={onRemove} aria-label={t.remove(name)} />
      </div>
    </li>
  );
}
