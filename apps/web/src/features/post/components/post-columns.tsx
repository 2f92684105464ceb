import type { ReactNode } from 'react';
import { Tag, type TableColumnType } from 'antd';
import { EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { PostClass } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { ko } from '@/i18n/ko';
import { formatDateTime } from '@/lib/format-date';

const t = ko.post;

/** The list fields every post has (contract `postListShape`): what the shared columns and cards read. */
export type PostListFields = {
  title: string;
  summary: string;
  authorName: string | null;
  classes: readonly PostClass[];
  viewCount: number;
  attachmentCount: number;
  canEdit: boolean;
  createdAt: string;
};

/** '전체' for the whole centre, else the class names. */
export function audienceText(classes: readonly PostClass[]): string {
  return classes.length === 0 ? t.audienceAll : classes.map((c) => c.className).join(', ');
}

/** The audience as tags: '전체', or one tag per class. */
export function PostAudienceTags({ classes }: { classes: readonly PostClass[] }) {
  if (classes.length === 0) return <Tag className="post-audience-tag">{t.audienceAll}</Tag>;
  return (
    <span className="post-audience-tags">
      {classes.map((c) => (
        <Tag key={c.classId} color="blue" className="post-audience-tag">
          {c.className}
        </Tag>
      ))}
    </span>
  );
}

/** 제목: a link to the post (keeping the list's URL for '목록'), tags before it (고정, 예약), its summary under it. */
export function postTitleColumn<T extends PostListFields>(hrefOf: (item: T) => string, tagsOf?: (item: T) => ReactNode): TableColumnType<T> {
  return {
    key: 'title',
    title: t.title,
    render: (_, item) => (
      <div className="post-title-cell">
        <div className="post-title-line">
          {tagsOf?.(item)}
          <ListItemLink to={hrefOf(item)} className="post-title-link">
            {item.title}
          </ListItemLink>
        </div>
        {/* clamped by CSS: a nowrap ellipsis would widen the table to the whole summary */}
        {item.summary && <p className="post-summary">{item.summary}</p>}
      </div>
    ),
  };
}

export function postAudienceColumn<T extends PostListFields>(title: string = t.audience): TableColumnType<T> {
  return { key: 'audience', title, width: 160, render: (_, item) => <PostAudienceTags classes={item.classes} /> };
}

export function postAuthorColumn<T extends PostListFields>(): TableColumnType<T> {
  return { key: 'author', title: t.author, width: 110, render: (_, item) => <span className="nowrap">{item.authorName ?? '-'}</span> };
}

/** A date-and-time column (게시일, 작성일 …) read from the item. */
export function postDateColumn<T extends PostListFields>(title: string, dateOf: (item: T) => string, extra?: (item: T) => ReactNode): TableColumnType<T> {
  return {
    key: `date-${title}`,
    title,
    width: 150,
    render: (_, item) => (
      <>
        <span className="nowrap">{formatDateTime(dateOf(item))}</span>
        {extra?.(item)}
      </>
    ),
  };
}

export function postViewCountColumn<T extends PostListFields>(): TableColumnType<T> {
  return { key: 'views', title: t.viewCount, width: 80, align: 'right', render: (_, item) => item.viewCount.toLocaleString('ko-KR') };
}

export function postAttachmentColumn<T extends PostListFields>(title: string = t.attachments): TableColumnType<T> {
  return {
    key: 'attachments',
    title,
    width: 80,
    align: 'center',
    render: (_, item) => (item.attachmentCount > 0 ? <AttachmentCount count={item.attachmentCount} /> : <span className="record-muted">-</span>),
  };
}

function AttachmentCount({ count }: { count: number }) {
  return (
    <span className="nowrap" aria-label={t.attachmentsOf(count)}>
      <PaperClipOutlined aria-hidden /> {count}
    </span>
  );
}

type PostCardProps<T extends PostListFields> = {
  item: T;
  /** before the title (고정, 예약) */
  tags?: ReactNode;
  /** lines under the title (게시일, 기간 …) */
  lines?: ReactNode;
};

/** One post on a phone: tags and title, the domain's lines, then audience, author, views and attachments. */
export function PostCard<T extends PostListFields>({ item, tags, lines }: PostCardProps<T>) {
  return (
    <div className="post-card">
      <div className="post-title-line">
        {tags}
        <strong className="record-card-title">{item.title}</strong>
      </div>
      {lines}
      <div className="record-card-line post-card-meta">
        <PostAudienceTags classes={item.classes} />
        <span className="record-card-muted">{item.authorName ?? '-'}</span>
        <span className="record-card-muted nowrap">
          <EyeOutlined aria-hidden /> {t.views(item.viewCount)}
        </span>
        {item.attachmentCount > 0 && (
          <span className="record-card-muted">
            <AttachmentCount count={item.attachmentCount} />
          </span>
        )}
      </div>
    </div>
  );
}
