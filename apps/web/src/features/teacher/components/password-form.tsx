import { Button, Form } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { TEACHER_SAME_PASSWORD_MESSAGE, changeTeacherPasswordBodySchema } from '@kg/contract';
import { PasswordChangeFields, passwordChangeBody, type PasswordChangeValues } from '@/components/password-change-fields';
import { teacherKo } from '@/i18n/domains/teacher';
import { applyServerErrors, fieldRule } from '@/lib/form-rules';
import { useUiStore } from '@/stores/ui';
import { useChangePassword } from '../api/change-password';

const t = teacherKo;

const currentRule = fieldRule(changeTeacherPasswordBodySchema, 'currentPassword');

/** 비밀번호 변경 with the current password (the contract's rules; other devices are signed out). */
export function PasswordForm({ tno, loginId, onChanged }: { tno: number; loginId: string; onChanged?: () => void }) {
  const [form] = Form.useForm<PasswordChangeValues>();
  const showAlert = useUiStore((s) => s.showAlert);
  const change = useChangePassword();

  const handleFinish = (values: PasswordChangeValues) =>
    change.mutate(
      { tno, body: passwordChangeBody(values) },
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
      <Form<PasswordChangeValues> form={form} layout="vertical" onFinish={handleFinish} requiredMark={false}>
        <PasswordChangeFields texts={t} currentRule={currentRule} sameMessage={TEACHER_SAME_PASSWORD_MESSAGE} loginId={loginId} />
        <Button type="primary" htmlType="submit" icon={<LockOutlined aria-hidden />} loading={change.isPending}>
          {t.changePassword}
        </Button>
      </Form>
    </section>
  );
}
