import { ADMIN_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { setupStatusSchema } from './guide.schema';

/** 사용 안내 (docs/product/guide.md): the guide's content is the web app's; the server answers what it counts. */
export const guideEndpoints = defineEndpoints('guide', '/api/v2/guide', {
  setupStatus: {
    method: 'GET',
    path: '/setup-status',
    summary: '새 학년도 준비 체크리스트 (반, 담임, 반 배정, 보호자 연결 현황)',
    access: ADMIN_ROLES,
    response: setupStatusSchema,
  },
});
