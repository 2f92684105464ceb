import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Event } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { useListReturnPath } from '@/components/list-page/list-link';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { PostAttachmentList, PostAudienceTags, type PostEditState } from '@/features/post';
import { ko } from '@/i18n/ko';
import { showApiError } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { useDeleteEvent } from '../api/delete-event';
import { EVENT_LIST_PATH, eventEditPath } from '../event-paths';
import { EventPhotoGrid } from './event-photo-grid';
import { eventDateText, eventTimeText } from './event-when';

const t = ko.event;

/**
 * One event: title and meta (행사일 or 기간, 시간, 장소, 대상, 작성자, 조회수), the sanitised text, the photos as a grid
 * (full-screen viewer), the other files as downloads, and 수정 / 삭제 when the server says the reader may (`canEdit`).
 */
export function EventDetail({ event }: { event: Event }) {
  const navigate = useNavigate();
  const backTo = useListReturnPath(EVENT_LIST_PATH);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);
  const remove = useDeleteEvent();
  const photos = event.attachments.filter((file) => file.kind === 'image');
  const files = event.attachments.filter((file) => file.kind !== 'image');

  const meta: { label: string; value: ReactNode }[] = [
    { label: event.endDate !== event.startDate ? t.searchDate : t.date, value: eventDateText(event) },
    { label: t.time, value: eventTimeText(event) },
    { label: t.place, value: event.place || '-' },
    { label: t.audience, value: <PostAudienceTags classes={event.classes} /> },
    { label: ko.post.author, value: event.authorName ?? '-' },
    { label: ko.post.viewCount, value: event.viewCount.toLocaleString('ko-KR') },
  ];

  const handleDelete = () =>
    openConfirm(t.confirmDelete(event.title), () =>
      remove.mutate(event.eventId, {
        onSuccess: () => {
          showAlert(t.deleted, 'success');
          navigate(backTo, { replace: true });
        },
        // a 403 already opened the access-denied dialog
        onError: (error) => toApiError(error).status !== 403 && showApiError(error),
      }),
    );

  return (
    <article className="record-detail event-detail">
      <Card size="small" className="record-summary">
        <h2 className="record-summary-title">{event.title}</h2>
        <dl className="event-meta">
          {meta.map((item) => (
            <div key={item.label} className="event-meta-item">
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      {event.content && (
        <Card size="small">
          <RichTextView html={event.content} className="event-content" />
        </Card>
      )}

      {photos.length > 0 && (
        <section className="record-section" aria-labelledby="event-photos-title">
          <h3 id="event-photos-title" className="record-section-title">
            {t.photos} <span className="record-muted">({photos.length})</span>
          </h3>
          <EventPhotoGrid title={event.title} photos={photos} />
        </section>
      )}

      <PostAttachmentList files={files} />

      {event.canEdit && (
        <div className="record-actions">
          <Button
            size="large"
            icon={<EditOutlined aria-hidden />}
            onClick={() => navigate(eventEditPath(event.eventId), { state: { from: backTo, fromDetail: true } satisfies PostEditState })}
          >
            {ko.post.edit}
          </Button>
          <Button size="large" danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={handleDelete}>
            {ko.post.delete}
          </Button>
        </div>
      )}
    </article>
  );
}
