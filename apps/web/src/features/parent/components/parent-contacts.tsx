import { Button, Form, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { addParentContactBodySchemas, type ParentContact, type ParentContactKind, type ParentDetail } from '@kg/contract';
import { parentKo } from '@/i18n/domains/parent';
import { applyServerErrors, zodRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useAddParentContact } from '../api/add-parent-contact';
import { useRemoveParentContact } from '../api/remove-parent-contact';
import { recordFormProps } from '@/lib/record-form';

const t = parentKo;
const titles: Record<ParentContactKind, string> = { phone: t.phones, email: t.emails, mobile: t.mobiles };
const entriesOf = (parent: ParentDetail, kind: ParentContactKind): ParentContact[] =>
  kind === 'phone' ? parent.phones : kind === 'email' ? parent.emails : parent.mobiles;

type FormValues = { label: string; value: string };

/** One kind of extra contact: the entries (each removable after a confirm) and a small add form. */
export function ParentContactSection({ parent, kind }: { parent: ParentDetail; kind: ParentContactKind }) {
  const [form] = Form.useForm<FormValues>();
  const add = useAddParentContact();
  const remove = useRemoveParentContact();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const schema = addParentContactBodySchemas[kind];
  const entries = entriesOf(parent, kind);
  const formId = `parent-contact-${kind}`;

  const handleFinish = (values: FormValues) =>
    add.mutate(
      { kind, pno: parent.pno, body: { label: values.label ?? '', value: values.value } },
      {
        onSuccess: () => {
          form.resetFields();
          showAlert(t.contactAdded, 'success');
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );

  const handleRemove = (entry: ParentContact) =>
    openConfirm(t.confirmRemoveContact(entry.value), () =>
      remove.mutate({ kind, pno: parent.pno, entryId: entry.id }, { onSuccess: () => showAlert(t.contactRemoved, 'success') }),
    );

  return (
    <section className="record-section" aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="record-section-title">
        {titles[kind]}
      </h3>
      {entries.length === 0 ? (
        <p className="record-muted">{t.noContacts}</p>
      ) : (
        <ul className="parent-contacts">
          {entries.map((entry) => (
            <li key={entry.id} className="record-card-line">
              {entry.label && <span className="record-muted">{entry.label} · </span>}
              {kind === 'email' ? entry.value : <a href={`tel:${entry.value}`}>{entry.value}</a>}
              <Button type="text" danger size="small" icon={<DeleteOutlined aria-hidden />} aria-label={t.removeContact(entry.value)} onClick={() => handleRemove(entry)} />
            </li>
          ))}
        </ul>
      )}
      <Form<FormValues> {...recordFormProps} form={form} name={formId} layout="vertical" requiredMark={false} onFinish={handleFinish} initialValues={{ label: '', value: '' }}>
        <Space.Compact block>
          <Form.Item name="label" label={t.contactLabel} rules={[zodRule(schema.shape.label)]} style={{ width: '35%' }}>
            <Input placeholder={t.contactLabelPlaceholder} maxLength={30} />
          </Form.Item>
          <Form.Item name="value" label={t.contactValue[kind]} rules={[zodRule(schema.shape.value)]} style={{ flex: 1 }}>
            <Input inputMode={kind === 'email' ? 'email' : 'tel'} placeholder={t.contactPlaceholder[kind]} maxLength={100} />
          </Form.Item>
        </Space.Compact>
        <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={add.isPending}>
          {t.add}
        </Button>
      </Form>
    </section>
  );
}
