import { Button, Progress } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { ko } from '@/i18n/ko';
import type { UploadItem, UploadQueueHandle } from '@/lib/upload-queue';

/** How the photo lists (the album form, facility photos) show their upload queue (lib/upload-queue). */
const t = ko.upload;
const STATUS_TEXT: Record<UploadItem['status'], string> = { queued: t.statusQueued, uploading: t.statusUploading, done: t.statusDone, error: '' };

/** The whole queue: photos done of all, failures, one bar, and one button to retry every failed photo. */
export function UploadQueueProgress({ uploads, className }: { uploads: UploadQueueHandle; className: string }) {
  const { items, doneCount, failedIds } = uploads;
  if (items.length === 0) return null;
  return (
    <div className={className}>
      <span>{t.overall(doneCount, items.length)}</span>
      {failedIds.length > 0 && <span className="record-card-alert">{t.failedCount(failedIds.length)}</span>}
      <Progress percent={uploads.overallPercent} aria-label={t.overall(doneCount, items.length)} />
      {failedIds.length > 1 && (
        <Button size="small" icon={<RedoOutlined aria-hidden />} onClick={() => uploads.retry(failedIds)}>
          {t.retryAll}
        </Button>
      )}
    </div>
  );
}

/** One photo on its way: its bar, then its state in words or its error. */
export function UploadItemProgress({ item, name, statusClassName }: { item: UploadItem; name: string; statusClassName: string }) {
  return (
    <>
      <Progress
        size="small"
        percent={item.percent}
        status={item.status === 'error' ? 'exception' : item.status === 'done' ? 'success' : 'active'}
        aria-label={t.progressOf(name)}
      />
      {item.status === 'error' ? (
        <p className="field-error" role="alert">
          {item.error}
        </p>
      ) : (
        <p className={`record-muted ${statusClassName}`}>{STATUS_TEXT[item.status]}</p>
      )}
    </>
  );
}
