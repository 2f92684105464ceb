import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatFileSize, type StoredFile } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { ko } from '@/i18n/ko';
import { showApiError } from '@/lib/show-api-error';
import { downloadAttachment } from '../api/post-files';
import { FileIcon } from './file-icon';

const t = ko.post;

/** A post's attachments on its detail page: icon, Korean name, size and a download that keeps the name. */
export function PostAttachmentList({ files, label = t.attachments }: { files: readonly StoredFile[]; label?: string }) {
  const [downloading, setDownloading] = useState<number | null>(null);
  if (files.length === 0) return null;

  const download = async (file: StoredFile) => {
    setDownloading(file.fileId);
    try {
      await downloadAttachment(file);
    } catch (error) {
      // a 403 already opened the access-denied dialog
      if (toApiError(error).status !== 403) showApiError(error);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className="record-section post-attachments" aria-labelledby="post-attachments-title">
      <h3 id="post-attachments-title" className="record-section-title">
        {label} <span className="record-muted">({files.length})</span>
      </h3>
      <ul className="post-file-list" aria-label={label}>
        {files.map((file) => (
          <li key={file.fileId} className="post-file-item" aria-label={file.fileName}>
            <span className="post-file-icon">
              <FileIcon mimeType={file.mimeType} fileName={file.fileName} />
            </span>
            <span className="post-file-body">
              <span className="post-file-name">{file.fileName}</span>
              <span className="post-file-size record-muted">{formatFileSize(file.size)}</span>
            </span>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              aria-label={t.download(file.fileName)}
              loading={downloading === file.fileId}
              onClick={() => void download(file)}
            >
              <span className="post-file-download-text">{t.downloadShort}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
