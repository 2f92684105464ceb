import { medicineEndpoints as endpoints, medicineFamilyEndpoints as family } from '@kg/contract';
import { route } from '../../lib/route';
import { checkMedicine, endMedicine, getMedicine, listMedicine, logMedicineDose } from './medicine.service';
import { cancelFamilyMedicine, createFamilyMedicine, getFamilyMedicine, listFamilyMedicine, updateFamilyMedicine } from './medicine-family.service';

/** 투약의뢰서 (docs/product/medicine.md): paths, schemas and access come from the contract's endpoints. */
export const medicineRoutes = [
  route(endpoints.search, ({ ctx, params, query }) => listMedicine(ctx, params.classId, query)),
  route(endpoints.get, ({ ctx, params }) => getMedicine(ctx, params.classId, params.id)),
  route(endpoints.check, ({ ctx, body }) => checkMedicine(ctx, body)),
  route(endpoints.end, ({ ctx, body }) => endMedicine(ctx, body)),
  route(endpoints.logDose, ({ ctx, body }) => logMedicineDose(ctx, body)),
  // the parent app (access 'family': the parent's own children only)
  route(family.list, ({ ctx, query }) => listFamilyMedicine(ctx, query)),
  route(family.get, ({ ctx, params }) => getFamilyMedicine(ctx, params.id)),
  route(family.create, ({ ctx, body }) => createFamilyMedicine(ctx, body)),
  route(family.update, ({ ctx, body }) => updateFamilyMedicine(ctx, body)),
  route(family.cancel, ({ ctx, body }) => cancelFamilyMedicine(ctx, body)),
];
