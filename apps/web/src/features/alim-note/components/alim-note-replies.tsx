import { Button, Form, Input } from 'antd';
import { ALIM_REPLY_MAX, alimReplyBodySchema, type AlimReply } from '@kg/contract';
import { alimNoteKo } from '@/i18n/domains/alim-note';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { formatDateTime } from '@/lib/format-date';
import { useUiStore } from '@/stores/ui';
import { useReplyAlimNote } from '../api/reply-alim-note';

const t = alimNoteKo;

/** The note's replies in order (parents' from the parent app, teachers' from here) and the teacher's answer box. */
export function AlimNoteReplies({ classId, noteId, replies }: { classId: number; noteId: number; replies: AlimReply[] }) {
  const [form] = Form.useForm<{ content: string }>();
  const reply = useReplyAlimNote(classId, noteId);
  const showAlert = useUiStore((s) => s.showAlert);

  const send = ({ content }: { content: string }) =>
    reply.mutate(
      { content },
      {
        onSuccess: () => {
          form.resetFields();
          showAlert(t.replySaved, 'success');
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );

  return (
    <section className="alim-replies" aria-label={t.replies}>
      <h3 className="alim-replies-title">
        {t.replies} {replies.length > 0 && <span className="record-muted">{replies.length}</span>}
      </h3>
      {replies.length === 0 ? (
        <p className="record-muted">{t.noReplies}</p>
      ) : (
        <ol className="alim-reply-list">
          {replies.map((r) => (
            <li key={r.replyId} className={`alim-reply alim-reply-${r.author}`}>
              <div className="alim-reply-head">
                <strong>{t.replyAuthor(r.authorName, r.relation, r.author === 'teacher')}</strong>
                <span className="record-muted">{formatDateTime(r.createdAt)}</span>
              </div>
              <p className="pre-line">{r.content}</p>
            </li>
          ))}
        </ol>
      )}
      <Form form={form} layout="vertical" onFinish={send} requiredMark={false}>
        <Form.Item name="content" label={t.replyLabel} rules={[fieldRule(alimReplyBodySchema, 'content')]}>
          <Input.TextArea rows={2} maxLength={ALIM_REPLY_MAX} showCount placeholder={t.replyPlaceholder} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={reply.isPending}>
          {t.replySend}
        </Button>
      </Form>
    </section>
  );
}
