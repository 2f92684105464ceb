import { defineEndpoints } from '../common/endpoint';
import { okSchema } from '../common/envelope';
import { loginBodySchema, loginDataSchema, meDataSchema } from './auth.schema';

/** Sign-in, remember-me rotation, sign-out and the current user (docs/product/auth.md). */
export const authEndpoints = defineEndpoints('auth', '/api/v2', {
  login: { method: 'POST', path: '/login', summary: '로그인', access: 'public', body: loginBodySchema, response: loginDataSchema },
  // public: it authenticates by the refresh-token cookie itself
  refresh: { method: 'POST', path: '/refresh', summary: '로그인 상태 유지 토큰 교체', access: 'public', response: loginDataSchema },
  // public so an expired session can still sign out; the CSRF check still applies
  logout: { method: 'POST', path: '/logout', summary: '로그아웃', access: 'public', response: okSchema },
  // the login page's question: no access cookie at all is an answer (null), not a 401 in the console
  session: {
    method: 'GET',
    path: '/session',
    summary: '로그인 상태 확인 (로그인하지 않았으면 null)',
    access: 'public',
    response: meDataSchema.nullable(),
  },
  me: { method: 'GET', path: '/me', summary: '로그인한 사용자', access: 'authenticated', withTemporaryPassword: true, response: meDataSchema },
});
