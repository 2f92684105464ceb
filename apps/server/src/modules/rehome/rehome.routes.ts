import { rehomeEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { checkRehome, endRehome, getRehome, listRehome, stopRehome } from './rehome.service';

/** 귀가동의서 (docs/product/rehome.md): paths, schemas and access come from the contract's endpoints. */
export const rehomeRoutes = [
  route(endpoints.search, ({ ctx, params, query }) => listRehome(ctx, params.classId, query)),
  route(endpoints.get, ({ ctx, params }) => getRehome(ctx, params.classId, params.id)),
  route(endpoints.check, ({ ctx, body }) => checkRehome(ctx, body)),
  route(endpoints.end, ({ ctx, body }) => endRehome(ctx, body)),
  route(endpoints.stop, ({ ctx, body }) => stopRehome(ctx, body)),
];
