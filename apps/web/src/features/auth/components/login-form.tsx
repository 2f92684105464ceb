import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, Input, type InputRef } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ko } from '@/i18n/ko';
import type { LoginInput } from '../api/login';

const t = ko.auth;

type FieldErrors = Partial<Record<'teacherId' | 'passwd', string>>;

/*
 * Two required fields are checked by hand on purpose: antd Form (and the contract's zod schema) would add
 * ~20 KB gzip to the page every user loads first, and the login page must stay under its size budget.
 */
function validate(values: LoginInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.teacherId.trim()) errors.teacherId = t.teacherIdRequired;
  if (!values.passwd) errors.passwd = t.passwdRequired;
  return errors;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      {children}
      <div id={`${id}-error`} className="login-field-error" aria-live="polite">
        {error}
      </div>
    </div>
  );
}

type LoginFormProps = { submitting: boolean; initialRememberMe: boolean; onSubmit: (input: LoginInput) => void };

export function LoginForm({ submitting, initialRememberMe, onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginInput>({ teacherId: '', passwd: '', rememberMe: initialRememberMe });
  const [attempted, setAttempted] = useState(false);
  const idRef = useRef<InputRef>(null);
  const passwdRef = useRef<InputRef>(null);
  const errors = attempted ? validate(values) : {};
  const set = (patch: Partial<LoginInput>) => setValues((v) => ({ ...v, ...patch }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validate(values);
    if (found.teacherId) idRef.current?.focus();
    else if (found.passwd) passwdRef.current?.focus();
    else onSubmit({ ...values, teacherId: values.teacherId.trim() });
  };

  const invalid = (field: keyof FieldErrors, id: string) =>
    errors[field] ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Field id="login-teacher-id" label={t.teacherId} error={errors.teacherId}>
        <Input
          id="login-teacher-id"
          ref={idRef}
          value={values.teacherId}
          onChange={(e) => set({ teacherId: e.target.value })}
          prefix={<UserOutlined />}
          autoComplete="username"
          autoCapitalize="none"
          size="large"
          {...invalid('teacherId', 'login-teacher-id')}
        />
      </Field>
      <Field id="login-passwd" label={t.passwd} error={errors.passwd}>
        <Input.Password
          id="login-passwd"
          ref={passwdRef}
          value={values.passwd}
          onChange={(e) => set({ passwd: e.target.value })}
          prefix={<LockOutlined />}
          autoComplete="current-password"
          size="large"
          {...invalid('passwd', 'login-passwd')}
        />
      </Field>
      <div className="login-remember">
        <Checkbox checked={values.rememberMe} onChange={(e) => set({ rememberMe: e.target.checked })}>
          {t.rememberMe}
        </Checkbox>
        <div className="login-hint">{t.rememberMeHint}</div>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t.submit}
      </Button>
    </form>
  );
}
