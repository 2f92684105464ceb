import { Tag, Typography, type TableColumnsType } from 'antd';
import type { AlimNoteListItem } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { alimNoteKo } from '@/i18n/domains/alim-note';
import { formatDay } from '@/lib/format-date';
import { RecordTags } from './record-tags';

const t = alimNoteKo;

function ReadTag({ item }: { item: AlimNoteListItem }) {
  return (
    <>
      {item.readAt ? <Tag color="green">{t.read}</Tag> : <Tag>{t.unread}</Tag>}
      {item.replyCount > 0 && <Tag color="blue">{t.replyCount(item.replyCount)}</Tag>}
    </>
  );
}

/** Table columns of past notes; `hrefOf` opens a note in the drawer (keeping the list's URL). */
export function alimNoteColumns(hrefOf: (item: AlimNoteListItem) => string): TableColumnsType<AlimNoteListItem> {
  return [
    { key: 'noteDate', title: t.date, render: (_, item) => <span className="nowrap">{formatDay(item.noteDate)}</span> },
    { key: 'child', title: t.child, render: (_, item) => <ListItemLink to={hrefOf(item)}>{item.childName}</ListItemLink> },
    { key: 'record', title: t.record, render: (_, item) => <RecordTags record={item} /> },
    {
      key: 'content',
      title: t.content,
      render: (_, item) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} className="alim-list-content">
          {item.content}
        </Typography.Paragraph>
      ),
    },
    { key: 'photos', title: t.photos, render: (_, item) => (item.photoCount > 0 ? t.photoCount(item.photoCount) : '-') },
    { key: 'read', title: t.readAt, render: (_, item) => <ReadTag item={item} /> },
  ];
}

/** One past note on a phone. */
export function AlimNoteCard({ item }: { item: AlimNoteListItem }) {
  return (
    <div className="record-card">
      <div className="record-card-head">
        <strong className="record-card-title">{item.childName}</strong>
        <ReadTag item={item} />
      </div>
      <div className="record-card-line">
        {formatDay(item.noteDate)}
        {item.photoCount > 0 && ` · ${t.photoCount(item.photoCount)}`}
      </div>
      <div className="record-card-line">
        <RecordTags record={item} />
      </div>
      <Typography.Paragraph ellipsis={{ rows: 2 }} className="record-card-muted">
        {item.content}
      </Typography.Paragraph>
    </div>
  );
}
