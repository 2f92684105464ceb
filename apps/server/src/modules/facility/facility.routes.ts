import { facilityEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { multipartSource } from '../file/file.multipart';
import {
  createFacility,
  deleteFacility,
  getFacility,
  reorderFacilities,
  searchFacilities,
  updateFacility,
  uploadFacilityPhotos,
} from './facility.service';

/** 시설 사진 (docs/product/facility.md), with its upload under /api/file: paths, schemas and access come from the contract. */
export const facilityRoutes = [
  route(endpoints.search, ({ ctx, query }) => searchFacilities(ctx, query)),
  route(endpoints.uploadPhotos, ({ ctx, query, request, reply }) => uploadFacilityPhotos(ctx, multipartSource(request, reply), query.tempKey)),
  route(endpoints.create, ({ ctx, query, body }) => createFacility(ctx, body, query.tempKey)),
  route(endpoints.reorder, ({ ctx, body }) => reorderFacilities(ctx, body)),
  route(endpoints.get, ({ ctx, params }) => getFacility(ctx, params.facilityId)),
  route(endpoints.update, ({ ctx, params, query, body }) => updateFacility(ctx, params.facilityId, body, query.tempKey)),
  route(endpoints.delete, ({ ctx, params }) => deleteFacility(ctx, params.facilityId)),
];
