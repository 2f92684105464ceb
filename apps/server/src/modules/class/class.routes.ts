import { classEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { assignTeachers, checkClassName, createClass, deleteClass, getClass, listClasses, updateClass } from './class.service';
import { createColor, deleteColor, listAvailableColors, listColors, updateColor } from './class-color.service';

/** 반 관리 and the colour palette (docs/product/class.md): paths, schemas and access come from the contract. */
export const classRoutes = [
  route(endpoints.search, ({ ctx, query }) => listClasses(ctx, query)),
  route(endpoints.checkName, ({ ctx, query }) => checkClassName(ctx, query)),
  route(endpoints.listColors, ({ ctx }) => listColors(ctx)),
  route(endpoints.createColor, ({ ctx, body }) => createColor(ctx, body)),
  route(endpoints.updateColor, ({ ctx, params, body }) => updateColor(ctx, params.id, body)),
  route(endpoints.deleteColor, ({ ctx, params }) => deleteColor(ctx, params.id)),
  route(endpoints.availableColors, ({ ctx }) => listAvailableColors(ctx)),
  route(endpoints.create, ({ ctx, body }) => createClass(ctx, body)),
  route(endpoints.get, ({ ctx, params }) => getClass(ctx, params.id)),
  route(endpoints.update, ({ ctx, params, body }) => updateClass(ctx, params.id, body)),
  route(endpoints.delete, ({ ctx, params }) => deleteClass(ctx, params.id)),
  route(endpoints.assignTeachers, ({ ctx, params, body }) => assignTeachers(ctx, params.id, body)),
];
