import { attendanceEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { getAttendance, markAllPresent, saveAttendance } from './attendance.service';

/** 출석부 (docs/product/attendance.md): paths, schemas, access and class scope come from the contract. */
export const attendanceRoutes = [
  route(endpoints.get, ({ ctx, params, query }) => getAttendance(ctx, params.classId, query.date)),
  route(endpoints.save, ({ ctx, params, body }) => saveAttendance(ctx, params.classId, body)),
  route(endpoints.allPresent, ({ ctx, params, body }) => markAllPresent(ctx, params.classId, body)),
];
