import { PaperClipOutlined } from '@ant-design/icons';
import type { FamilyPostFile } from '@kg/contract';

/** A post's files as links the browser downloads through the post's own family call. */
export function AttachmentList({ files, label }: { files: FamilyPostFile[]; label: string }) {
  const documents = files.filter((file) => file.kind !== 'image');
  const images = files.filter((file) => file.kind === 'image');
  return (
    <>
      {images.length > 0 && (
        <div className="family-photo-grid family-block">
          {images.map((file) => (
            <a key={file.fileId} href={file.url} target="_blank" rel="noreferrer">
              <img src={file.url} alt={file.fileName} loading="lazy" />
            </a>
          ))}
        </div>
      )}
      {documents.length > 0 && (
        <ul className="family-links" aria-label={label}>
          {documents.map((file) => (
            <li key={file.fileId}>
              <a href={file.url} download={file.fileName} className="family-link">
                <PaperClipOutlined aria-hidden className="family-link-icon" />
                <span className="family-link-text">{file.fileName}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
