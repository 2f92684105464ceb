import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { PASSWORD_MAX, passwordSchema } from '@kg/contract';
import { zodRule } from '@/lib/form-rules';

/** The fields of a 비밀번호 변경 form. */
export type PasswordChangeValues = { currentPassword: string; newPassword: string; newPasswordConfirm: string };

/** What the server is sent (the confirmation stays here). */
export const passwordChangeBody = ({ currentPassword, newPassword }: PasswordChangeValues) => ({ currentPassword, newPassword });

type PasswordChangeFieldsProps = {
  /** the fields' labels, the new password's hint and the mismatch message, in the app's words */
  texts: { currentPassword: string; newPassword: string; newPasswordHint: string; newPasswordConfirm: string; passwordMismatch: string };
  /** the current password's rule (from the app's request schema) */
  currentRule: Rule;
  /** the contract's message for a new password equal to the current one */
  sameMessage: string;
  /** the own login id, which the new password must not contain */
  loginId: string | undefined;
  size?: 'large';
};

const differentRule =
  (sameMessage: string): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value === getFieldValue('currentPassword')) throw new Error(sameMessage);
    },
  });

const confirmRule =
  (mismatch: string): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value !== getFieldValue('newPassword')) throw new Error(mismatch);
    },
  });

/** 현재 비밀번호, 새 비밀번호 (the contract's rules, not the current one) and its confirmation, for the staff and parent apps. */
export function PasswordChangeFields({ texts, currentRule, sameMessage, loginId, size }: PasswordChangeFieldsProps) {
  return (
    <>
      <Form.Item name="currentPassword" label={texts.currentPassword} rules={[currentRule]}>
        <Input.Password size={size} maxLength={256} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={texts.newPassword}
        extra={texts.newPasswordHint}
        dependencies={['currentPassword']}
        rules={[zodRule(passwordSchema(loginId)), differentRule(sameMessage)]}
      >
        <Input.Password size={size} maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="newPasswordConfirm" label={texts.newPasswordConfirm} dependencies={['newPassword']} rules={[confirmRule(texts.passwordMismatch)]}>
        <Input.Password size={size} maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
