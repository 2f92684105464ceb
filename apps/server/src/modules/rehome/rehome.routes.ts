import { rehomeEndpoints as endpoints, rehomeFamilyEndpoints as family } from '@kg/contract';
import { route } from '../../lib/route';
import { checkRehome, endRehome, getRehome, listRehome, stopRehome } from './rehome.service';
import { cancelFamilyRehome, createFamilyRehome, getFamilyRehome, listFamilyPickupPersons, listFamilyRehome } from './rehome-family.service';

/** 귀가동의서 (docs/product/rehome.md): paths, schemas and access come from the contract's endpoints. */
export const rehomeRoutes = [
  route(endpoints.search, ({ ctx, params, query }) => listRehome(ctx, params.classId, query)),
  route(endpoints.get, ({ ctx, params }) => getRehome(ctx, params.classId, params.id)),
  route(endpoints.check, ({ ctx, body }) => checkRehome(ctx, body)),
  route(endpoints.end, ({ ctx, body }) => endRehome(ctx, body)),
  route(endpoints.stop, ({ ctx, body }) => stopRehome(ctx, body)),
  // the parent app (access 'family': the parent's own children only)
  route(family.pickupPersons, ({ ctx }) => listFamilyPickupPersons(ctx)),
  route(family.list, ({ ctx, query }) => listFamilyRehome(ctx, query)),
  route(family.get, ({ ctx, params }) => getFamilyRehome(ctx, params.id)),
  route(family.create, ({ ctx, body }) => createFamilyRehome(ctx, body)),
  route(family.cancel, ({ ctx, body }) => cancelFamilyRehome(ctx, body)),
];
