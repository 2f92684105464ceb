import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { PostClass, StoredFile } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { useListReturnPath } from '@/components/list-page/list-link';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { ko } from '@/i18n/ko';
import { showApiError } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { PostAttachmentList } from './post-attachment-list';
import { PostAudienceTags } from './post-columns';

const t = ko.post;

/** The detail fields every post has (contract `postDetailShape`). */
export type PostDetailFields = {
  title: string;
  authorName: string | null;
  classes: readonly PostClass[];
  viewCount: number;
  canEdit: boolean;
  createdAt: string;
  /** the HTML the server sanitised */
  content: string;
  attachments: readonly StoredFile[];
};

export type PostMetaItem = { label: string; value: ReactNode };

/** How a detail page reached the edit page: where '목록' goes, and that cancelling goes back to the detail. */
export type PostEditState = { from?: string; fromDetail?: boolean } | null;

type PostDetailProps = {
  post: PostDetailFields;
  /** the list the post belongs to; '목록', and the page after a delete, is the list URL it was opened from */
  listPath: string;
  editPath: string;
  /** beside the title (고정, 예약) */
  tags?: ReactNode;
  /** between 작성자 and 조회수 (게시일, 기간, 대상 연령 …) */
  meta?: readonly PostMetaItem[];
  audienceLabel?: string;
  attachmentsLabel?: string;
  /** the confirm's question */
  confirmDelete: string;
  deletedMessage: string;
  /** deletes the post (rejects with the server's error) */
  onDelete: () => Promise<unknown>;
  deleting?: boolean;
};

/**
 * One post: title and tags, meta (작성자, the domain's own, 조회수, 대상), the server's sanitised text, attachments with
 * downloads, and 수정 / 삭제 when the server says the reader may (`canEdit`). A delete asks first, then goes back to the
 * list with a message.
 */
export function PostDetail(props: PostDetailProps) {
  const { post, listPath, editPath, tags, meta = [], confirmDelete, deletedMessage, onDelete, deleting } = props;
  const navigate = useNavigate();
  const backTo = useListReturnPath(listPath);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);

  const handleDelete = () =>
    openConfirm(confirmDelete, () => {
      onDelete().then(
        () => {
          showAlert(deletedMessage, 'success');
          navigate(backTo, { replace: true });
        },
        (error: unknown) => {
          // a 403 opened the access-denied dialog already
          if (toApiError(error).status !== 403) showApiError(error);
        },
      );
    });

  const metaItems: PostMetaItem[] = [
    { label: t.author, value: post.authorName ?? '-' },
    ...meta,
    { label: t.viewCount, value: post.viewCount.toLocaleString('ko-KR') },
    { label: props.audienceLabel ?? t.audience, value: <PostAudienceTags classes={post.classes} /> },
  ];

  return (
    <article className="record-detail post-detail">
      <Card size="small" className="record-summary">
        <div className="post-title-line">
          {tags}
          <h2 className="post-detail-title">{post.title}</h2>
        </div>
        <dl className="post-meta">
          {metaItems.map((item) => (
            <div key={item.label} className="post-meta-item">
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card size="small" className="post-detail-body">
        <RichTextView html={post.content} className="post-detail-content" />
      </Card>

      <PostAttachmentList files={post.attachments} label={props.attachmentsLabel} />

      {post.canEdit && (
        <div className="record-actions">
          <Button
            size="large"
            icon={<EditOutlined aria-hidden />}
            onClick={() => navigate(editPath, { state: { from: backTo, fromDetail: true } satisfies PostEditState })}
          >
            {t.edit}
          </Button>
          <Button size="large" danger icon={<DeleteOutlined aria-hidden />} loading={deleting} onClick={handleDelete}>
            {t.delete}
          </Button>
        </div>
      )}
    </article>
  );
}
