import { Suspense, useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { PlainButton } from '@/components/plain/plain-button';
import { themedLazy } from '@/components/themed';
import { dashboardKo } from '@/i18n/domains/dashboard';

const t = dashboardKo;
const ClassIntroduceForm = themedLazy(async () => (await import('./class-introduce-form')).default);

/** The class introduction; its own teacher and admins edit it in place. */
export function ClassIntroduce({ classId, text, canEdit }: { classId: number; text: string; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const view = (
    <>
      <p className={text ? 'dashboard-introduce' : 'dashboard-introduce record-muted'}>{text || t.introduceEmpty}</p>
      {canEdit && (
        <PlainButton icon={<EditOutlined aria-hidden />} loading={editing} onClick={() => setEditing(true)}>
          {t.introduceEdit}
        </PlainButton>
      )}
    </>
  );
  if (!editing) return view;
  // the text stays on screen, its button loading, until the form's code has arrived
  return (
    <Suspense fallback={view}>
      <ClassIntroduceForm classId={classId} text={text} onClose={() => setEditing(false)} />
    </Suspense>
  );
}
