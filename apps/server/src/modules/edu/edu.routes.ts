import { eduEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { createEdu, deleteEdu, getEdu, searchEdus, updateEdu } from './edu.service';

/** 교육 프로그램 (docs/product/edu.md): paths, schemas and access come from the contract. */
export const eduRoutes = [
  route(endpoints.search, ({ ctx, query }) => searchEdus(ctx, query)),
  route(endpoints.create, ({ ctx, query, body }) => createEdu(ctx, body, query.tempKey)),
  route(endpoints.get, ({ ctx, params }) => getEdu(ctx, params.eduId)),
  route(endpoints.update, ({ ctx, params, query, body }) => updateEdu(ctx, params.eduId, body, query.tempKey)),
  route(endpoints.delete, ({ ctx, params }) => deleteEdu(ctx, params.eduId)),
];
