import { menuEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { deleteMenu, dishSuggestions, getMenu, getMenuByDate, getMenuForm, menuAllergyCheck, saveMenu, searchMenus } from './menu.service';

/** 주간 식단표 (docs/product/menu.md): paths, schemas and access come from the contract. */
export const menuRoutes = [
  route(endpoints.search, ({ ctx, query }) => searchMenus(ctx, query)),
  route(endpoints.byDate, ({ ctx, query }) => getMenuByDate(ctx, query.date)),
  route(endpoints.form, ({ ctx, query }) => getMenuForm(ctx, query.anyDate)),
  route(endpoints.save, ({ ctx, body }) => saveMenu(ctx, body)),
  route(endpoints.dishes, ({ ctx, query }) => dishSuggestions(ctx, query.keyword)),
  route(endpoints.allergyCheck, ({ ctx, query }) => menuAllergyCheck(ctx, query)),
  route(endpoints.get, ({ ctx, params }) => getMenu(ctx, params.id)),
  route(endpoints.delete, ({ ctx, params }) => deleteMenu(ctx, params.id)),
];
