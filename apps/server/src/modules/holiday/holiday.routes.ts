import { holidayEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { addCentreDay, listHolidays, removeCentreDay } from './holiday.service';

/** The centre's holiday calendar (docs/product/holiday.md): paths, schemas, access and scope come from the contract. */
export const holidayRoutes = [
  route(endpoints.list, ({ ctx, query }) => listHolidays(ctx, query)),
  route(endpoints.create, ({ ctx, body }) => addCentreDay(ctx, body)),
  route(endpoints.delete, ({ ctx, params }) => removeCentreDay(ctx, params.id)),
];
