import { Drawer, Form, Grid } from 'antd';
import type { ChildClassOption, ChildInput } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';
import { applyServerErrors } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useCreateChild } from '../api/save-child';
import { useFormDraft } from '@/lib/form-draft';
import { ChildForm, emptyChildInput } from './child-form';

const t = childKo;

export type ChildCreateDrawerProps = { open: boolean; classOptions: readonly ChildClassOption[]; onClose: () => void };

/** 원아 등록 in a drawer over the list (full width on phones); give it a new key per opening for a fresh form. */
export function ChildCreateDrawer({ open, classOptions, onClose }: ChildCreateDrawerProps) {
  const [form] = Form.useForm<ChildInput>();
  const create = useCreateChild();
  const showAlert = useUiStore((s) => s.showAlert);
  const isPhone = Grid.useBreakpoint().sm === false;
  const draft = useFormDraft(form, 'child.new');

  const handleSubmit = (body: ChildInput) =>
    create.mutate(body, {
      onSuccess: (child) => {
        draft.clear();
        showAlert(t.created(child.name), 'success');
        onClose();
      },
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <Drawer open={open} title={t.createTitle} onClose={onClose} size={isPhone ? '100%' : 640} destroyOnHidden>
      <ChildForm form={form} initialValues={emptyChildInput()} classOptions={classOptions} saving={create.isPending} submitLabel={t.save} onSubmit={handleSubmit} draft={draft} />
    </Drawer>
  );
}
