import { Tag, Typography, type TableColumnsType } from 'antd';
import { PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { ClassNoteListItem } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { classNoteKo } from '@/i18n/domains/class-note';
import { formatDay } from '@/lib/format-date';

const t = classNoteKo;

function Attachments({ item }: { item: ClassNoteListItem }) {
  return (
    <span className="nowrap">
      {item.photoCount > 0 && (
        <Tag icon={<PictureOutlined aria-hidden />}>{t.photoCount(item.photoCount)}</Tag>
      )}
      {item.hasVideo && <Tag icon={<VideoCameraOutlined aria-hidden />}>{t.hasVideo}</Tag>}
    </span>
  );
}

function Thumbnail({ item }: { item: ClassNoteListItem }) {
  return item.thumbnailUrl ? <img className="class-note-thumb" src={item.thumbnailUrl} alt="" loading="lazy" /> : <span className="class-note-thumb is-empty" />;
}

/** Table columns of the class-note list; `hrefOf` opens a note in the drawer (keeping the list's URL). */
export function classNoteColumns(hrefOf: (item: ClassNoteListItem) => string): TableColumnsType<ClassNoteListItem> {
  return [
    { key: 'thumb', title: '', width: 72, render: (_, item) => <Thumbnail item={item} /> },
    { key: 'noteDate', title: t.noteDate, render: (_, item) => <span className="nowrap">{formatDay(item.noteDate)}</span> },
    {
      key: 'title',
      title: t.title,
      render: (_, item) => (
        <>
          <ListItemLink to={hrefOf(item)}>{item.title}</ListItemLink>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} className="class-note-summary">
            {item.summary}
          </Typography.Paragraph>
        </>
      ),
    },
    { key: 'files', title: t.attachments, render: (_, item) => <Attachments item={item} /> },
    { key: 'author', title: t.author, render: (_, item) => item.authorName ?? '-' },
  ];
}

/** One note on a phone. */
export function ClassNoteCard({ item }: { item: ClassNoteListItem }) {
  return (
    <div className="class-note-card">
      <Thumbnail item={item} />
      <div className="class-note-card-body">
        <strong className="record-card-title">{item.title}</strong>
        <div className="record-card-line">{formatDay(item.noteDate)}</div>
        <div className="record-card-line record-card-muted">{item.summary}</div>
        <Attachments item={item} />
      </div>
    </div>
  );
}
