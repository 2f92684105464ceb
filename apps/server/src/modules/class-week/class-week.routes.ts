import { classWeekEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import {
  deleteClassWeek,
  getClassWeek,
  getClassWeekByWeek,
  getClassWeekForm,
  listClassWeeks,
  saveClassWeek,
} from './class-week.service';

/** 주간 계획안 (docs/product/class-week.md): paths, schemas, access and class scope come from the contract. */
export const classWeekRoutes = [
  route(endpoints.form, ({ ctx, params, query }) => getClassWeekForm(ctx, params.classId, query.anyDate)),
  route(endpoints.list, ({ ctx, query }) => listClassWeeks(ctx, query)),
  route(endpoints.byWeek, ({ ctx, query }) => getClassWeekByWeek(ctx, query.classId, query.weekStart)),
  route(endpoints.save, ({ ctx, body }) => saveClassWeek(ctx, body)),
  route(endpoints.get, ({ ctx, params }) => getClassWeek(ctx, params.id)),
  route(endpoints.delete, ({ ctx, params }) => deleteClassWeek(ctx, params.id)),
];
