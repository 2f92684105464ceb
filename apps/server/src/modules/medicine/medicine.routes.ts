import { medicineEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { checkMedicine, endMedicine, getMedicine, listMedicine, logMedicineDose } from './medicine.service';

/** 투약의뢰서 (docs/product/medicine.md): paths, schemas and access come from the contract's endpoints. */
export const medicineRoutes = [
  route(endpoints.search, ({ ctx, params, query }) => listMedicine(ctx, params.classId, query)),
  route(endpoints.get, ({ ctx, params }) => getMedicine(ctx, params.classId, params.id)),
  route(endpoints.check, ({ ctx, body }) => checkMedicine(ctx, body)),
  route(endpoints.end, ({ ctx, body }) => endMedicine(ctx, body)),
  route(endpoints.logDose, ({ ctx, body }) => logMedicineDose(ctx, body)),
];
