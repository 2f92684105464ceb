import { Button, Form, Input } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { changeParentInfoBodySchema, type ParentDetail } from '@kg/contract';
import { parentKo } from '@/i18n/domains/parent';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useChangeParentInfo } from '../api/change-parent-info';
import { recordFormProps } from '@/lib/record-form';

const t = parentKo;
type FormValues = { name: string; phone: string; email: string; memo: string };

/** 기본 정보: name, mobile, e-mail and the staff memo, checked with the contract's rules. */
export function ParentInfoForm({ parent }: { parent: ParentDetail }) {
  const [form] = Form.useForm<FormValues>();
  const change = useChangeParentInfo();
  const showAlert = useUiStore((s) => s.showAlert);

  const handleFinish = (values: FormValues) =>
    change.mutate(
      { pno: parent.pno, ...values },
      { onSuccess: () => showAlert(t.saved, 'success'), onError: (error) => applyServerErrors(form, error) },
    );

  return (
    <Form<FormValues> {...recordFormProps}
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: parent.name, phone: parent.phone ?? '', email: parent.email ?? '', memo: parent.memo }}
      onFinish={handleFinish}
    >
      <Form.Item name="name" label={t.name} rules={[fieldRule(changeParentInfoBodySchema, 'name')]}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t.phone} rules={[fieldRule(changeParentInfoBodySchema, 'phone')]}>
        <Input inputMode="tel" placeholder={t.contactPlaceholder.mobile} maxLength={13} autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={t.email} rules={[fieldRule(changeParentInfoBodySchema, 'email')]}>
        <Input inputMode="email" placeholder={t.contactPlaceholder.email} maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="memo" label={t.memo} rules={[fieldRule(changeParentInfoBodySchema, 'memo')]}>
        <Input.TextArea placeholder={t.memoPlaceholder} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={change.isPending}>
        {t.save}
      </Button>
    </Form>
  );
}
