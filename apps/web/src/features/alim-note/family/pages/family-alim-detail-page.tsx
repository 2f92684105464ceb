import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useParams } from 'react-router';
import { ALIM_REPLY_MAX, ALIM_REPLY_SAVED_MESSAGE, alimReplyBodySchema, type FamilyAlimNote } from '@kg/contract';
import { useChildCode } from '@/family/child-scope';
import { PageHead } from '@/family/components/page-head';
import { PhotoViewer } from '@/family/components/photo-viewer';
import { childPath } from '@/family/paths';
import { FamilyQueryState } from '@/family/components/family-query-state';
import { familyKo } from '@/i18n/domains/family';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useFamilyAlimNote, useReplyFamilyAlimNote } from '../api/family-alim-note';
import { RecordChips } from '../components/record-chips';

const t = familyKo.alim;

function ReplyBox({ childCode, noteId }: { childCode: number; noteId: number }) {
  const [form] = Form.useForm<{ content: string }>();
  const reply = useReplyFamilyAlimNote(childCode, noteId);
  const handleFinish = (values: { content: string }) =>
    reply.mutate(
      { content: values.content },
      {
        onSuccess: () => {
          form.resetFields();
          useUiStore.getState().showAlert(ALIM_REPLY_SAVED_MESSAGE, 'success');
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={handleFinish} className="family-form">
      <Form.Item name="content" label={t.replyLabel} rules={[fieldRule(alimReplyBodySchema, 'content')]}>
        <Input.TextArea rows={3} maxLength={ALIM_REPLY_MAX} showCount placeholder={t.replyPlaceholder} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={reply.isPending}>
        {t.replySubmit}
      </Button>
    </Form>
  );
}

function NoteView({ note, childCode }: { note: FamilyAlimNote; childCode: number }) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <p className="family-muted">
        {note.className}
        {note.authorName ? ` · ${t.teacher(note.authorName)}` : ''}
      </p>
      <RecordChips record={note} />
      <div className="family-text">{note.content}</div>
      {note.photos.length > 0 && (
        <>
          <h2 className="family-section-title">{t.photos}</h2>
          <div className="family-photo-grid">
            {note.photos.map((photo, i) => (
              <button type="button" key={photo.fileId} onClick={() => setViewing(i)} aria-label={t.photoAlt(i + 1)}>
                <img src={photo.thumbnailUrl ?? photo.url} alt="" loading="lazy" />
              </button>
            ))}
          </div>
        </>
      )}
      {viewing !== null && (
        <PhotoViewer photos={note.photos} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} label={t.viewerLabel} />
      )}
      <h2 className="family-section-title">{t.replies(note.replies.length)}</h2>
      {note.replies.map((reply) => (
        <div key={reply.replyId} className="family-reply">
          <div className="family-reply-meta">
            {reply.author === 'teacher' ? t.teacher(reply.authorName ?? '') : `${reply.authorName ?? ''}${reply.relation ? ` (${reply.relation})` : ''}`} ·{' '}
            {formatDateTime(reply.createdAt)}
          </div>
          <div className="family-text">{reply.content}</div>
        </div>
      ))}
      <ReplyBox childCode={childCode} noteId={note.noteId} />
    </>
  );
}

/** One day's 알림장: the chips and temperature, the text, photos full-screen, the replies and a reply box. */
export default function FamilyAlimDetailPage() {
  const childCode = useChildCode();
  const noteId = Number(useParams().noteId);
  const query = useFamilyAlimNote(childCode, noteId);
  return (
    <section className="family-page">
      <PageHead title={query.data ? formatDay(query.data.noteDate) : t.title} back={childPath(childCode, 'alim')} />
      <FamilyQueryState query={query}>
        {(note) => <NoteView note={note} childCode={childCode} />}
      </FamilyQueryState>
    </section>
  );
}
