import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useNavigate } from 'react-router';
import { FAMILY_SAME_PASSWORD_MESSAGE, PASSWORD_MAX, familyPasswordBodySchema, passwordSchema } from '@kg/contract';
import { familyKo } from '@/i18n/domains/family';
import { applyServerErrors, fieldRule, zodRule } from '@/lib/form-rules';
import { useFamilyTitle } from '../use-family-title';
import { useUiStore } from '@/stores/ui';
import { useChangeFamilyPassword } from '../api/family-session';
import { useFamilyStore } from '../family-store';
import { FAMILY_HOME_PATH } from '../paths';

const t = familyKo;

type FormValues = { currentPassword: string; newPassword: string; newPasswordConfirm: string };

const differentRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value && value === getFieldValue('currentPassword')) throw new Error(FAMILY_SAME_PASSWORD_MESSAGE);
  },
});

const confirmRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value !== getFieldValue('newPassword')) throw new Error(t.passwordMismatch);
  },
});

/**
 * /parent/password: the own password (the contract's rules). After a one-time password it is the only page the
 * parent can open (the guard sends every other one here) and it leads home once changed.
 */
export default function FamilyPasswordPage() {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const me = useFamilyStore((s) => s.me);
  const forced = me?.mustChangePassword ?? false;
  const change = useChangeFamilyPassword();
  useFamilyTitle(t.passwordTitle);

  const handleFinish = (values: FormValues) =>
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.resetFields();
          useUiStore.getState().showAlert(t.passwordChanged, 'success');
          navigate(FAMILY_HOME_PATH, { replace: true });
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );

  return (
    <section className="family-page">
      <h1 className="family-page-title">{t.passwordTitle}</h1>
      {forced && <Alert type="warning" title={t.mustChange} showIcon className="family-block" />}
      <Form<FormValues> form={form} layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <Form.Item name="currentPassword" label={t.currentPassword} rules={[fieldRule(familyPasswordBodySchema, 'currentPassword')]}>
          <Input.Password size="large" maxLength={256} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t.newPassword}
          extra={t.newPasswordHint}
          dependencies={['currentPassword']}
          rules={[zodRule(passwordSchema(me?.loginId)), differentRule]}
        >
          <Input.Password size="large" maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="newPasswordConfirm" label={t.newPasswordConfirm} dependencies={['newPassword']} rules={[confirmRule]}>
          <Input.Password size="large" maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={change.isPending}>
          {t.changePassword}
        </Button>
      </Form>
    </section>
  );
}
