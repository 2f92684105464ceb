import { useState } from 'react';
import { Button, Drawer, Form, Grid, Result } from 'antd';
import { Link } from 'react-router';
import type { ChildClassOption, ChildInput } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';
import { applyServerErrors } from '@/lib/form-rules';
import { useCreateChild } from '../api/save-child';
import { useFormDraft } from '@/lib/form-draft';
import { AddParentModal } from './add-parent-modal';
import { ChildForm, emptyChildInput } from './child-form';
import { childPath } from './child-columns';

const t = childKo;

export type ChildCreateDrawerProps = { open: boolean; classOptions: readonly ChildClassOption[]; onClose: () => void };

type Registered = { childCode: number; name: string; parents: number };

function RegistrationForm({ classOptions, onCreated }: { classOptions: readonly ChildClassOption[]; onCreated: (child: Registered) => void }) {
  const [form] = Form.useForm<ChildInput>();
  const create = useCreateChild();
  const draft = useFormDraft(form, 'child.new');
  const handleSubmit = (body: ChildInput) =>
    create.mutate(body, {
      onSuccess: (child) => {
        draft.clear();
        onCreated({ childCode: child.childCode, name: child.name, parents: 0 });
      },
      onError: (error) => applyServerErrors(form, error),
    });
  return <ChildForm form={form} initialValues={emptyChildInput()} classOptions={classOptions} saving={create.isPending} submitLabel={t.save} onSubmit={handleSubmit} draft={draft} />;
}

/**
 * 원아 등록 in a drawer over the list (full width on phones); give it a new key per opening for a fresh form. A saved
 * child stays in the drawer with what usually comes next — 보호자 추가 for that child, or the next child — so a class's
 * children and their parents are entered in one go (docs/product/child.md#registration).
 */
export function ChildCreateDrawer({ open, classOptions, onClose }: ChildCreateDrawerProps) {
  const isPhone = Grid.useBreakpoint().sm === false;
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [addingParent, setAddingParent] = useState(false);
  // a new key per child: the next registration starts from an empty form
  const [round, setRound] = useState(0);
  const next = () => {
    setRegistered(null);
    setRound((n) => n + 1);
  };

  return (
    <Drawer open={open} title={t.createTitle} onClose={onClose} size={isPhone ? '100%' : 640} destroyOnHidden>
      {registered ? (
        <>
          <Result
            status="success"
            title={t.created(registered.name)}
            subTitle={registered.parents > 0 ? t.createdWithParents(registered.parents) : t.createdNext}
            extra={[
              <Button key="parent" type="primary" onClick={() => setAddingParent(true)}>
                {registered.parents > 0 ? t.addAnotherParent : t.addParent}
              </Button>,
              <Button key="next" onClick={next}>
                {t.registerNext}
              </Button>,
              <Link key="open" to={childPath(registered.childCode)}>
                {t.openRecord}
              </Link>,
            ]}
          />
          <AddParentModal
            childCode={registered.childCode}
            childName={registered.name}
            open={addingParent}
            onClose={() => setAddingParent(false)}
            onAdded={() => setRegistered((r) => (r ? { ...r, parents: r.parents + 1 } : r))}
          />
        </>
      ) : (
        <RegistrationForm key={round} classOptions={classOptions} onCreated={setRegistered} />
      )}
    </Drawer>
  );
}
