import { menuEndpoints as endpoints, menuFamilyEndpoints as family } from '@kg/contract';
import { route } from '../../lib/route';
import { multipartSource } from '../file/file.multipart';
import { getFamilyMenuWeek } from './menu-family.service';
import { deleteMenu, dishSuggestions, getMenu, getMenuByDate, getMenuForm, menuAllergyCheck, saveMenu, searchMenus, uploadMenuPhoto } from './menu.service';

/** 주간 식단표 (docs/product/menu.md): paths, schemas and access come from the contract. */
export const menuRoutes = [
  route(endpoints.search, ({ ctx, query }) => searchMenus(ctx, query)),
  route(endpoints.byDate, ({ ctx, query }) => getMenuByDate(ctx, query.date)),
  route(endpoints.form, ({ ctx, query }) => getMenuForm(ctx, query.anyDate)),
  route(endpoints.uploadPhoto, ({ ctx, query, request, reply }) => uploadMenuPhoto(ctx, multipartSource(request, reply), query.tempKey)),
  route(endpoints.save, ({ ctx, query, body }) => saveMenu(ctx, body, query.tempKey)),
  route(endpoints.dishes, ({ ctx, query }) => dishSuggestions(ctx, query.keyword)),
  route(endpoints.allergyCheck, ({ ctx, query }) => menuAllergyCheck(ctx, query)),
  route(endpoints.get, ({ ctx, params }) => getMenu(ctx, params.id)),
  route(endpoints.delete, ({ ctx, params }) => deleteMenu(ctx, params.id)),
  // the parent app (docs/product/menu.md#parent-app)
  route(family.week, ({ ctx, query }) => getFamilyMenuWeek(ctx, query.date)),
];
