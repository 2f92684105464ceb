import { ADMIN_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { okSchema } from '../common/envelope';
import {
  passwordHelpBodySchema,
  passwordHelpListQuerySchema,
  passwordHelpListSchema,
  passwordHelpParamsSchema,
  passwordHelpSentSchema,
} from './password-help.schema';

/**
 * Forgotten passwords (docs/product/auth.md#forgotten-passwords): asked from either login page (public, rate-limited,
 * one answer for every request), listed for the director, closed by a one-time password or dismissed.
 */
export const passwordHelpEndpoints = defineEndpoints('password-help', '/api/v2', {
  requestStaff: {
    method: 'POST',
    path: '/password-help',
    summary: '비밀번호 분실 요청 (교사, 누구나, 계정이 있든 없든 같은 답)',
    access: 'public',
    body: passwordHelpBodySchema,
    response: passwordHelpSentSchema,
  },
  // under /family so the parent app's own CSRF cookie guards it
  requestFamily: {
    method: 'POST',
    path: '/family/password-help',
    summary: '비밀번호 분실 요청 (학부모 앱, 누구나, 계정이 있든 없든 같은 답)',
    access: 'public',
    body: passwordHelpBodySchema,
    response: passwordHelpSentSchema,
  },
  list: {
    method: 'GET',
    path: '/password-help/requests',
    summary: '처리하지 않은 비밀번호 분실 요청 (교사 또는 학부모)',
    access: ADMIN_ROLES,
    query: passwordHelpListQuerySchema,
    response: passwordHelpListSchema,
  },
  dismiss: {
    method: 'PUT',
    path: '/password-help/requests/:id/dismiss',
    summary: '비밀번호 분실 요청 닫기 (임시 비밀번호 없이)',
    access: ADMIN_ROLES,
    params: passwordHelpParamsSchema,
    response: okSchema,
  },
});
