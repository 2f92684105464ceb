import { PaperClipOutlined } from '@ant-design/icons';
import type { FamilyPostFile } from '@kg/contract';
import { FamilyFileLink } from './download-button';

/**
 * A post's files as links to the post's own family file call, followed once the session is confirmed
 * (download-button.tsx): an image opens in a new tab, any other file is saved under its name.
 */
export function AttachmentList({ files, label }: { files: FamilyPostFile[]; label: string }) {
  const documents = files.filter((file) => file.kind !== 'image');
  const images = files.filter((file) => file.kind === 'image');
  return (
    <>
      {images.length > 0 && (
        <div className="family-photo-grid family-block">
          {images.map((file) => (
            <FamilyFileLink key={file.fileId} href={file.url} newTab>
              <img src={file.url} alt={file.fileName} loading="lazy" />
            </FamilyFileLink>
          ))}
        </div>
      )}
      {documents.length > 0 && (
        <ul className="family-links" aria-label={label}>
          {documents.map((file) => (
            <li key={file.fileId}>
              <FamilyFileLink href={file.url} download={file.fileName} className="family-link">
                <PaperClipOutlined aria-hidden className="family-link-icon" />
                <span className="family-link-text">{file.fileName}</span>
              </FamilyFileLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
