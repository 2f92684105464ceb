import { z } from 'zod';
import { ALL_ROLES } from '../common/constants';
import { defineEndpoints } from '../common/endpoint';
import { centreDayBodySchema, holidayIdParamsSchema, holidayListSchema, holidayListQuerySchema, holidaySchema } from './holiday.schema';

/**
 * The session's centre's holiday calendar (docs/product/holiday.md): national holidays merged with the centre's own
 * days. Every staff member reads it; the director and managers add and remove the centre's days.
 */
export const holidayEndpoints = defineEndpoints('holiday', '/api/v2/holiday', {
  list: {
    method: 'GET',
    path: '',
    summary: '한 해(또는 한 달)의 휴일 (공휴일 + 원 휴원일)',
    access: ALL_ROLES,
    scope: { kind: 'centre' },
    query: holidayListQuerySchema,
    response: holidayListSchema,
  },
  create: {
    method: 'POST',
    path: '',
    summary: '원 휴원일 추가 (또는 공휴일 정상 운영 표시)',
    access: ['ROLE_ADMIN', 'ROLE_MANAGER'],
    scope: { kind: 'centre' },
    body: centreDayBodySchema,
    response: holidaySchema,
    status: 201,
  },
  // the centre's own row only: a national holiday cannot be removed, only marked 정상 운영 (a row of its own)
  delete: {
    method: 'DELETE',
    path: '/:id',
    summary: '원 휴원일 삭제',
    access: ['ROLE_ADMIN', 'ROLE_MANAGER'],
    scope: { kind: 'centre' },
    params: holidayIdParamsSchema,
    response: z.object({ id: z.number().int() }),
  },
});
