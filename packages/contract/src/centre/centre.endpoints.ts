import { defineEndpoints } from '../common/endpoint';
import { ALL_ROLES } from '../common/constants';
import { z } from 'zod';
import { loginDataSchema, membershipSchema } from '../auth/auth.schema';
import { centreSchema, centreSettingsBodySchema, switchCentreBodySchema } from './centre.schema';

/** The session's centre and its settings (docs/product/centre.md). */
export const centreEndpoints = defineEndpoints('centre', '/api/v2/centre', {
  get: { method: 'GET', path: '', summary: '원 정보', access: ALL_ROLES, scope: { kind: 'centre' }, response: centreSchema },
  update: {
    method: 'PUT',
    path: '',
    summary: '원 정보 수정',
    access: ['ROLE_ADMIN'],
    scope: { kind: 'centre' },
    body: centreSettingsBodySchema,
    response: centreSchema,
  },
  // the sign-in pages of a deployment with one centre show its name; with several, none (nothing to enumerate)
  public: {
    method: 'GET',
    path: '/public',
    summary: '로그인 화면에 보이는 원 이름 (원이 하나인 경우)',
    access: 'public',
    response: z.object({ name: z.string().nullable() }),
  },
  memberships: {
    method: 'GET',
    path: '/memberships',
    summary: '내가 일하는 원 목록 (원 전환)',
    access: 'authenticated',
    response: z.array(membershipSchema),
  },
  // a staff login with memberships in several centres works in one at a time; this starts a session in another
  switch: {
    method: 'POST',
    path: '/switch',
    summary: '다른 원으로 전환',
    access: 'authenticated',
    body: switchCentreBodySchema,
    response: loginDataSchema,
  },
});
