import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ko } from '@/i18n/ko';
import type { LoginInput } from '../api/login';

const t = ko.auth;

type FieldErrors = Partial<Record<'teacherId' | 'passwd', string>>;

/*
 * The first page every user loads is plain HTML and CSS (app/styles.css, "Login"): antd and its form library would
 * more than double the JavaScript it needs (bench/lib/login-weight.ts). So the two required fields are checked here.
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

/** An eye, crossed out while the password is shown (pressing the button again hides it). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

type LoginFormProps = { submitting: boolean; initialRememberMe: boolean; onSubmit: (input: LoginInput) => void };

export function LoginForm({ submitting, initialRememberMe, onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginInput>({ teacherId: '', passwd: '', rememberMe: initialRememberMe });
  const [attempted, setAttempted] = useState(false);
  const [passwdShown, setPasswdShown] = useState(false);
  const idRef = useRef<HTMLInputElement>(null);
  const passwdRef = useRef<HTMLInputElement>(null);
  const errors = attempted ? validate(values) : {};
  const set = (patch: Partial<LoginInput>) => setValues((v) => ({ ...v, ...patch }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = validate(values);
    if (found.teacherId) idRef.current?.focus();
    else if (found.passwd) passwdRef.current?.focus();
    else onSubmit({ ...values, teacherId: values.teacherId.trim() });
  };

  const invalid = (field: keyof FieldErrors, id: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Field id="login-teacher-id" label={t.teacherId} error={errors.teacherId}>
        <input
          id="login-teacher-id"
          ref={idRef}
          className="login-input"
          value={values.teacherId}
          onChange={(e) => set({ teacherId: e.target.value })}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...invalid('teacherId', 'login-teacher-id')}
        />
      </Field>
      <Field id="login-passwd" label={t.passwd} error={errors.passwd}>
        <div className="login-input login-input-affix">
          <input
            id="login-passwd"
            ref={passwdRef}
            type={passwdShown ? 'text' : 'password'}
            value={values.passwd}
            onChange={(e) => set({ passwd: e.target.value })}
            autoComplete="current-password"
            {...invalid('passwd', 'login-passwd')}
          />
          <button
            type="button"
            className="login-passwd-toggle"
            aria-label={t.showPasswd}
            aria-pressed={passwdShown}
            onClick={() => setPasswdShown((shown) => !shown)}
          >
            <EyeIcon crossed={passwdShown} />
          </button>
        </div>
      </Field>
      <div className="login-remember">
        <label className="login-checkbox">
          <input type="checkbox" checked={values.rememberMe} onChange={(e) => set({ rememberMe: e.target.checked })} />
          {t.rememberMe}
        </label>
        <div className="login-hint">{t.rememberMeHint}</div>
      </div>
      <button type="submit" className="login-submit" aria-busy={submitting}>
        {submitting && <span className="spinner" aria-hidden="true" />}
        {t.submit}
      </button>
    </form>
  );
}
