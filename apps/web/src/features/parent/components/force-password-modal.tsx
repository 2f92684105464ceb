import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { passwordSchema } from '@kg/contract';
import { parentKo } from '@/i18n/domains/parent';
import { ko } from '@/i18n/ko';
import { zodRule } from '@/lib/form-rules';

const t = parentKo;
type FormValues = { newPassword: string; confirm: string };

export type ForcePasswordModalProps = {
  open: boolean;
  loginId: string;
  saving: boolean;
  /** the server's message for newPassword (400), shown on the field */
  serverError?: string;
  onSave: (newPassword: string) => void;
  onClose: () => void;
};

/** 비밀번호 변경: typed twice, checked with the contract's password rules (not containing the login id). */
export function ForcePasswordModal({ open, loginId, saving, serverError, onSave, onClose }: ForcePasswordModalProps) {
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    if (serverError) form.setFields([{ name: 'newPassword', errors: [serverError] }]);
  }, [form, serverError]);
  return (
    <Modal
      open={open}
      title={t.forcePassword}
      okText={t.forcePassword}
      cancelText={ko.common.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      centered
      destroyOnHidden
    >
      <Form<FormValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => onSave(values.newPassword)} preserve={false}>
        <Form.Item
          name="newPassword"
          label={t.newPassword}
          extra={t.newPasswordHint}
          rules={[zodRule(passwordSchema(loginId))]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t.newPasswordConfirm}
          dependencies={['newPassword']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string) => {
                if (value !== getFieldValue('newPassword')) throw new Error(t.passwordMismatch);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
