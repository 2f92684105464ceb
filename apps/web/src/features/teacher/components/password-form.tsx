import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MAX, TEACHER_SAME_PASSWORD_MESSAGE, changeTeacherPasswordBodySchema, passwordSchema } from '@kg/contract';
import { teacherKo } from '@/i18n/domains/teacher';
import { applyServerErrors, fieldRule, zodRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useChangePassword } from '../api/change-password';

const t = teacherKo;

type FormValues = { currentPassword: string; newPassword: string; newPasswordConfirm: string };

const differentRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value && value === getFieldValue('currentPassword')) throw new Error(TEACHER_SAME_PASSWORD_MESSAGE);
  },
});

const confirmRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value !== getFieldValue('newPassword')) throw new Error(t.passwordMismatch);
  },
});

/** 비밀번호 변경 with the current password (the contract's rules; other devices are signed out). */
export function PasswordForm({ tno, loginId, onChanged }: { tno: number; loginId: string; onChanged?: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const showAlert = useUiStore((s) => s.showAlert);
  const change = useChangePassword();

  const handleFinish = (values: FormValues) =>
    change.mutate(
      { tno, body: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      {
        onSuccess: () => {
          form.resetFields();
          showAlert(t.passwordChanged, 'success');
          onChanged?.();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );

  return (
    <section className="record-section" aria-labelledby="teacher-password">
      <h3 id="teacher-password" className="record-section-title">
        {t.passwordTitle}
      </h3>
      <Form<FormValues> form={form} layout="vertical" onFinish={handleFinish} requiredMark={false}>
        <Form.Item name="currentPassword" label={t.currentPassword} rules={[fieldRule(changeTeacherPasswordBodySchema, 'currentPassword')]}>
          <Input.Password maxLength={256} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t.newPassword}
          extra={t.newPasswordHint}
          dependencies={['currentPassword']}
          rules={[zodRule(passwordSchema(loginId)), differentRule]}
        >
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="newPasswordConfirm" label={t.newPasswordConfirm} dependencies={['newPassword']} rules={[confirmRule]}>
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<LockOutlined aria-hidden />} loading={change.isPending}>
          {t.changePassword}
        </Button>
      </Form>
    </section>
  );
}
