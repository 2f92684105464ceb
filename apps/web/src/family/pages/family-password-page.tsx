import { Alert, Button, Form } from 'antd';
import { useNavigate } from 'react-router';
import { FAMILY_SAME_PASSWORD_MESSAGE, familyPasswordBodySchema } from '@kg/contract';
import { PasswordChangeFields, passwordChangeBody, type PasswordChangeValues } from '@/components/password-change-fields';
import { familyKo } from '@/i18n/domains/family';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useFamilyTitle } from '../use-family-title';
import { useUiStore } from '@/stores/ui';
import { useChangeFamilyPassword } from '../api/family-session';
import { useFamilyStore } from '../family-store';
import { FAMILY_HOME_PATH } from '../paths';

const t = familyKo;

const currentRule = fieldRule(familyPasswordBodySchema, 'currentPassword');

/**
 * /parent/password: the own password (the contract's rules). After a one-time password it is the only page the
 * parent can open (the guard sends every other one here) and it leads home once changed.
 */
export default function FamilyPasswordPage() {
  const [form] = Form.useForm<PasswordChangeValues>();
  const navigate = useNavigate();
  const me = useFamilyStore((s) => s.me);
  const forced = me?.mustChangePassword ?? false;
  const change = useChangeFamilyPassword();
  useFamilyTitle(t.passwordTitle);

  const handleFinish = (values: PasswordChangeValues) =>
    change.mutate(passwordChangeBody(values), {
      onSuccess: () => {
        form.resetFields();
        useUiStore.getState().showAlert(t.passwordChanged, 'success');
        navigate(FAMILY_HOME_PATH, { replace: true });
      },
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <section className="family-page">
      <h1 className="family-page-title">{t.passwordTitle}</h1>
      {forced && <Alert type="warning" title={t.mustChange} showIcon className="family-block" />}
      <Form<PasswordChangeValues> form={form} layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <PasswordChangeFields texts={t} currentRule={currentRule} sameMessage={FAMILY_SAME_PASSWORD_MESSAGE} loginId={me?.loginId} size="large" />
        <Button type="primary" htmlType="submit" size="large" block loading={change.isPending}>
          {t.changePassword}
        </Button>
      </Form>
    </section>
  );
}
