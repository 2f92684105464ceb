import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { passwordHelpBodySchema, type PasswordHelpBody } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { ko } from '@/i18n/ko';
import type { SendPasswordHelp } from '../api/request-password-help';

const t = ko.passwordHelp;
type Errors = Partial<Record<keyof PasswordHelpBody, string>>;

function errorsOf(values: PasswordHelpBody): Errors {
  const parsed = passwordHelpBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof PasswordHelpBody] ??= issue.message;
  return errors;
}

/**
 * 비밀번호를 잊으셨나요? (docs/product/auth.md#forgotten-passwords): 아이디 and 이름 go to the centre; the answer is the
 * same for every request. Plain HTML like the login page it comes from (bench/lib/login-weight.ts).
 */
export function PasswordHelpForm({ api, intro, backTo }: { api: SendPasswordHelp; intro: string; backTo: string }) {
  const [values, setValues] = useState<PasswordHelpBody>({ loginId: '', name: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    api.prepare().catch(() => undefined);
  }, [api]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = errorsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || sending) return;
    setSending(true);
    setFailure(null);
    try {
      setSent((await api.send(values)).message);
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <>
        <div role="status" className="login-message is-info">
          {sent}
        </div>
        <p className="login-subtitle">{t.meanwhile}</p>
        <Link to={backTo} className="login-guide-link">
          {t.back}
        </Link>
      </>
    );
  }
  const field = (name: keyof PasswordHelpBody, label: string, autoComplete: string) => (
    <div className="login-field">
      <label htmlFor={`help-${name}`}>{label}</label>
      <input
        id={`help-${name}`}
        className="login-input"
        value={values[name]}
        autoComplete={autoComplete}
        autoCapitalize="none"
        maxLength={50}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`help-${name}-error`}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
      />
      <div id={`help-${name}-error`} className="login-field-error" aria-live="polite">
        {errors[name]}
      </div>
    </div>
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <p className="login-subtitle">{intro}</p>
      {failure && (
        <div role="alert" className="login-message is-error">
          {failure}
        </div>
      )}
      {field('loginId', t.loginId, 'username')}
      {field('name', t.name, 'name')}
      <button type="submit" className="login-submit" aria-busy={sending}>
        {t.submit}
      </button>
      <Link to={backTo} className="login-guide-link">
        {t.back}
      </Link>
    </form>
  );
}
