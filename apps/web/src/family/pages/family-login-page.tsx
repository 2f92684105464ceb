import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { familyLoginBodySchema, type FamilyMe } from '@kg/contract';
import { ApiError } from '@/api/api-error';
import { familyKo } from '@/i18n/domains/family';
import { ko } from '@/i18n/ko';
import { fieldRule } from '@/lib/form-rules';
import { useFamilyTitle } from '../use-family-title';
import { getFamilyPublicCentreName } from '../api/family-public-centre';
import { familyLogin, getFamilySession } from '../api/family-session';
import { readFamilyRememberMe, useFamilyStore } from '../family-store';
import { FAMILY_HOME_PATH, FAMILY_PASSWORD_PATH, safeFamilyRedirect } from '../paths';

const t = familyKo;

type FormValues = { loginId: string; passwd: string; rememberMe: boolean };

/** /parent/login (docs/product/parent-app.md#sign-in): 아이디, 비밀번호, 로그인 상태 유지. */
export default function FamilyLoginPage() {
  const navigate = useNavigate();
  const redirectTo = safeFamilyRedirect(useSearchParams()[0].get('redirect'));
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useFamilyTitle(t.loginSubtitle);
  const [centreName, setCentreName] = useState<string | null>(null);

  const enter = useCallback(
    (me: FamilyMe) => {
      useFamilyStore.getState().setMe(me);
      navigate(me.mustChangePassword ? FAMILY_PASSWORD_PATH : (redirectTo ?? FAMILY_HOME_PATH), { replace: true });
    },
    [navigate, redirectTo],
  );

  // Opening the page asks who is signed in: it obtains the family CSRF cookie and skips the form for a live session.
  // The page's HTML carries only the staff CSRF cookie, so a sign-in sent before this answer would be refused: the
  // form waits for it (a quick thumb on a slow phone network).
  const sessionAsked = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    let active = true;
    sessionAsked.current = getFamilySession()
      .then((me) => {
        if (active && me) enter(me);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [enter]);

  // a deployment with one centre names it (docs/product/centre.md); without an answer the page works as before
  useEffect(() => {
    let active = true;
    getFamilyPublicCentreName()
      .then((name) => active && setCentreName(name))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const handleFinish = async (values: FormValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await sessionAsked.current;
      const me = await familyLogin({ loginId: values.loginId.trim(), passwd: values.passwd, rememberMe: values.rememberMe });
      useFamilyStore.getState().setRememberMe(values.rememberMe);
      enter(me);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.messageOr(t.loginFailed) : t.loginFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="family-login">
      <img src="/parent/icon-192.png" alt="" width={72} height={72} className="family-login-icon" />
      {centreName && <p className="family-login-centre">{centreName}</p>}
      <h1 className="family-login-title">{t.loginTitle}</h1>
      <p className="family-login-subtitle">{t.loginSubtitle}</p>
      {error && <Alert type="error" title={error} showIcon role="alert" className="family-login-error" />}
      <Form<FormValues>
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        initialValues={{ loginId: '', passwd: '', rememberMe: readFamilyRememberMe() }}
      >
        <Form.Item name="loginId" label={t.loginId} rules={[fieldRule(familyLoginBodySchema, 'loginId')]}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoCapitalize="none" size="large" maxLength={50} />
        </Form.Item>
        <Form.Item name="passwd" label={t.passwd} rules={[fieldRule(familyLoginBodySchema, 'passwd')]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" maxLength={256} />
        </Form.Item>
        <Form.Item name="rememberMe" valuePropName="checked" extra={t.rememberMeHint}>
          <Checkbox>{t.rememberMe}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t.login}
        </Button>
      </Form>
      <p className="family-login-help">
        <Link to="/parent/password-help">{ko.passwordHelp.link}</Link>
      </p>
      <p className="family-login-help">{t.loginHelp}</p>
    </main>
  );
}
