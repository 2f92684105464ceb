import { reserveEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import {
  changeReservationStatus,
  createReservation,
  deleteReservation,
  getReservation,
  getReservationCalendar,
  searchReservations,
  updateReservation,
} from './reserve.service';

/** 입소 상담·견학 예약 (docs/product/reserve.md): paths, schemas and access come from the contract. */
export const reserveRoutes = [
  route(endpoints.search, ({ ctx, query }) => searchReservations(ctx, query)),
  route(endpoints.calendar, ({ ctx, query }) => getReservationCalendar(ctx, query.month)),
  route(endpoints.create, ({ ctx, body }) => createReservation(ctx, body)),
  route(endpoints.get, ({ ctx, params }) => getReservation(ctx, params.id)),
  route(endpoints.update, ({ ctx, params, body }) => updateReservation(ctx, params.id, body)),
  route(endpoints.changeStatus, ({ ctx, params, body }) => changeReservationStatus(ctx, params.id, body)),
  route(endpoints.delete, ({ ctx, params }) => deleteReservation(ctx, params.id)),
];
