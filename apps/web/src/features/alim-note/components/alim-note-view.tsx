import { Image } from 'antd';
import type { AlimNoteDetail } from '@kg/contract';
import { alimNoteKo } from '@/i18n/domains/alim-note';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { RecordTags } from './record-tags';

const t = alimNoteKo;

/** One note as a parent would read it, with who wrote it and whether the parent has read it. */
export function AlimNoteView({ note }: { note: AlimNoteDetail }) {
  return (
    <article className="record-detail">
      <div className="record-summary-line">
        <strong>{formatDay(note.noteDate)}</strong> · {note.className}
      </div>
      <div className="record-summary-line record-muted">
        {t.author} {note.authorName ?? '-'} · {formatDateTime(note.updatedAt)} · {t.readAt}{' '}
        {note.readAt ? t.readBy(note.readByName, formatDateTime(note.readAt)) : t.unread}
      </div>
      <RecordTags record={note} />
      <p className="pre-line alim-note-content">{note.content}</p>
      {note.photos.length > 0 && (
        <Image.PreviewGroup>
          <div className="note-photo-grid">
            {note.photos.map((photo) => (
              <Image
                key={photo.fileId}
                src={photo.thumbnailUrl ?? photo.url}
                preview={{ src: photo.url }}
                alt={photo.fileName}
                width={96}
                height={96}
              />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
    </article>
  );
}
