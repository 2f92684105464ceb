import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { ko } from '@/i18n/ko';
import type { FormDraft } from '@/lib/form-draft';

/** Above a form whose unsaved draft was put back: when it was written, and a way to throw it away. */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  if (draft.restoredAt === null) return null;
  return (
    <Alert
      type="info"
      role="status"
      showIcon
      className="draft-notice"
      title={ko.draft.restored(dayjs(draft.restoredAt).format('M월 D일 HH:mm'))}
      action={
        <Button size="small" onClick={draft.discard}>
          {ko.draft.discard}
        </Button>
      }
    />
  );
}
