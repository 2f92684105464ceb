import { FAMILY_API_BASE } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { okSchema } from '../common/envelope';
import { familyLoginBodySchema, familyMeSchema, familyPasswordBodySchema } from './family.schema';

/**
 * The parent app's session and account (docs/product/parent-app.md): its own cookies and session rows
 * (docs/decisions/007-family-sessions.md). Per-child calls of each domain live in that domain's endpoints file.
 */
export const familyEndpoints = defineEndpoints('family', FAMILY_API_BASE, {
  login: { method: 'POST', path: '/login', summary: '학부모 로그인', access: 'public', body: familyLoginBodySchema, response: familyMeSchema },
  // public: it authenticates by the family refresh-token cookie itself
  refresh: { method: 'POST', path: '/refresh', summary: '학부모 로그인 상태 유지 토큰 교체', access: 'public', response: familyMeSchema },
  logout: { method: 'POST', path: '/logout', summary: '학부모 로그아웃', access: 'public', response: okSchema },
  session: {
    method: 'GET',
    path: '/session',
    summary: '학부모 로그인 상태 확인 (로그인하지 않았으면 null)',
    access: 'public',
    response: familyMeSchema.nullable(),
  },
  me: { method: 'GET', path: '/me', summary: '로그인한 학부모와 자녀', access: 'family', withTemporaryPassword: true, response: familyMeSchema },
  changePassword: {
    method: 'PUT',
    path: '/password',
    summary: '학부모 비밀번호 변경',
    access: 'family',
    withTemporaryPassword: true,
    body: familyPasswordBodySchema,
    response: okSchema,
  },
});
