import { dashboardEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { getDashboard, listStoryClasses, updateClassIntroduce } from './dashboard.service';

/** story/a1 class cards and the class dashboard (docs/product/dashboard.md): paths, schemas and access come from the contract. */
export const dashboardRoutes = [
  route(endpoints.classes, ({ ctx }) => listStoryClasses(ctx)),
  route(endpoints.get, ({ ctx, params }) => getDashboard(ctx, params.classId)),
  route(endpoints.updateIntroduce, ({ ctx, params, body }) => updateClassIntroduce(ctx, params.classId, body)),
];
