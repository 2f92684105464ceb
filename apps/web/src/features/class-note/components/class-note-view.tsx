import { Image } from 'antd';
import type { ClassNote } from '@kg/contract';
import { classNoteKo } from '@/i18n/domains/class-note';
import { formatDateTime, formatDay } from '@/lib/format-date';

const t = classNoteKo;

/** One class note: text, photos (tap for the full-size viewer) and the video player. */
export function ClassNoteView({ note }: { note: ClassNote }) {
  return (
    <article className="record-detail">
      <h2 className="record-summary-title">{note.title}</h2>
      <div className="record-summary-line">
        <strong>{formatDay(note.noteDate)}</strong> · {note.className}
      </div>
      <div className="record-summary-line record-muted">
        {t.author} {note.authorName ?? '-'} · {formatDateTime(note.updatedAt)}
      </div>
      <p className="pre-line class-note-content">{note.content}</p>
      {note.photos.length > 0 && (
        <section aria-label={t.photos}>
          <h3 className="record-section-title">{t.photoCount(note.photos.length)}</h3>
          <Image.PreviewGroup>
            <div className="class-note-photos">
              {note.photos.map((photo) => (
                <Image key={photo.fileId} src={photo.thumbnailUrl ?? photo.url} preview={{ src: photo.url }} alt={photo.fileName} width={104} height={104} />
              ))}
            </div>
          </Image.PreviewGroup>
        </section>
      )}
      {note.video && (
        <section aria-label={t.video}>
          <h3 className="record-section-title">{t.video}</h3>
          <video className="class-note-video" src={note.video.url} controls preload="metadata" aria-label={note.video.fileName}>
            {t.videoUnsupported}
          </video>
        </section>
      )}
    </article>
  );
}
