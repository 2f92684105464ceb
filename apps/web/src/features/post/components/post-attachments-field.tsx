import { Button, Progress, Upload } from 'antd';
import { CloseOutlined, InboxOutlined, RedoOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT, formatFileSize } from '@kg/contract';
import { ko } from '@/i18n/ko';
import type { UploadItem } from '@/lib/upload-queue';
import type { PostUploads } from '../use-post-uploads';
import { FileIcon } from './file-icon';

const t = ko.post;
/** Documents (PDF, HWP/HWPX, DOCX, XLSX) and images (docs/product/file.md#kinds-and-limits). */
export const POST_ATTACHMENT_ACCEPT = `${UPLOAD_ACCEPT.document},${UPLOAD_ACCEPT.image}`;
const STATUS_TEXT: Record<UploadItem['status'], string> = { queued: t.queued, uploading: t.uploading, done: t.uploaded, error: '' };

type PostAttachmentsFieldProps = {
  uploads: PostUploads;
  /** the drop zone's id (Form.Item's label points at it) */
  id?: string;
  disabled?: boolean;
};

/**
 * A post's attachments while it is written: a drop zone (drag and drop, or a click to pick), the saved attachments
 * (edit) and each new file with its own progress, error, retry and remove. Files upload as soon as they are picked
 * (lib/upload-queue); a removed upload is taken back from the server at once, a removed saved one on save.
 */
export function PostAttachmentsField({ uploads, id, disabled }: PostAttachmentsFieldProps) {
  const { queue, kept, maxCount } = uploads;
  const full = uploads.attachmentCount >= maxCount;
  const hasFiles = kept.length > 0 || queue.items.length > 0;
  return (
    <div className="post-attachments-field" id={id}>
      <Upload.Dragger
        multiple
        accept={POST_ATTACHMENT_ACCEPT}
        showUploadList={false}
        disabled={disabled || full}
        beforeUpload={(file, batch) => {
          uploads.addAttachment(file, batch);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t.dropTitle}</p>
        <p className="ant-upload-hint">{t.dropHint(maxCount)}</p>
      </Upload.Dragger>

      {hasFiles && (
        <ul className="post-file-list is-editing" aria-label={t.attachments}>
          {kept.map((file) => (
            <li key={`kept-${file.fileId}`} className="post-file-item" aria-label={file.fileName}>
              <span className="post-file-icon">
                <FileIcon mimeType={file.mimeType} fileName={file.fileName} />
              </span>
              <span className="post-file-body">
                <span className="post-file-name">{file.fileName}</span>
                <span className="post-file-size record-muted">
                  {formatFileSize(file.size)} · {t.savedFile}
                </span>
              </span>
              <Button type="text" icon={<CloseOutlined aria-hidden />} aria-label={t.remove(file.fileName)} onClick={() => uploads.removeKept(file.fileId)} />
            </li>
          ))}
          {queue.items.map((item) => (
            <UploadRow key={item.uid} item={item} onRetry={() => queue.retry([item.uid])} onRemove={() => queue.remove(item.uid)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UploadRow({ item, onRetry, onRemove }: { item: UploadItem; onRetry: () => void; onRemove: () => void }) {
  const name = item.file.name;
  return (
    <li className={`post-file-item is-${item.status}`} aria-label={name}>
      <span className="post-file-icon">
        <FileIcon mimeType={item.stored?.mimeType ?? item.file.type} fileName={name} />
      </span>
      <span className="post-file-body">
        <span className="post-file-name">{name}</span>
        <span className="post-file-size record-muted">
          {formatFileSize(item.stored?.size ?? item.file.size)}
          {item.status !== 'error' && ` · ${STATUS_TEXT[item.status]}`}
        </span>
        {item.status !== 'done' && (
          <Progress
            size="small"
            percent={item.percent}
            status={item.status === 'error' ? 'exception' : 'active'}
            aria-label={t.progress(name)}
            className="post-file-progress"
          />
        )}
        {item.status === 'error' && (
          <span className="field-error" role="alert">
            {item.error}
          </span>
        )}
      </span>
      <span className="post-file-actions">
        {item.status === 'error' && (
          <Button icon={<RedoOutlined aria-hidden />} aria-label={t.retryFile(name)} onClick={onRetry}>
            {t.retry}
          </Button>
        )}
        <Button type="text" icon={<CloseOutlined aria-hidden />} aria-label={t.remove(name)} onClick={onRemove} />
      </span>
    </li>
  );
}
