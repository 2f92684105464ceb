import type { FastifyReply } from 'fastify';
import { eventEndpoints as endpoints, eventFamilyEndpoints as family } from '@kg/contract';
import { route } from '../../lib/route';
import { contentDisposition } from '../file/file.presenter';
import { sendFile } from '../file/file.send';
import { getFamilyEvent, listFamilyEvents, openFamilyEventFile } from './event-family.service';
import { createEvent, deleteEvent, eventCalendar, eventIcs, getEvent, searchEvents, updateEvent } from './event.service';

/** Sends the iCalendar file as a download under its Korean name; never cached (it follows who asks). */
function sendCalendar(reply: FastifyReply, file: { fileName: string; text: string }): FastifyReply {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.text, 'utf8'));
}

/** 행사 (docs/product/event.md): paths, schemas and access come from the contract. */
export const eventRoutes = [
  route(endpoints.search, ({ ctx, query }) => searchEvents(ctx, query)),
  route(endpoints.calendar, ({ ctx, query }) => eventCalendar(ctx, query)),
  route(endpoints.ics, async ({ ctx, query, reply }) => sendCalendar(reply, await eventIcs(ctx, query))),
  route(endpoints.create, ({ ctx, query, body }) => createEvent(ctx, body, query.tempKey)),
  route(endpoints.get, ({ ctx, params }) => getEvent(ctx, params.eventId)),
  route(endpoints.update, ({ ctx, params, query, body }) => updateEvent(ctx, params.eventId, body, query.tempKey)),
  route(endpoints.delete, ({ ctx, params }) => deleteEvent(ctx, params.eventId)),
  // the parent app (docs/product/event.md#parent-app)
  route(family.list, ({ ctx, query }) => listFamilyEvents(ctx, query.month)),
  route(family.get, ({ ctx, params }) => getFamilyEvent(ctx, params.eventId)),
  route(family.file, async ({ ctx, params, request, reply }) => sendFile(ctx.files, request, reply, await openFamilyEventFile(ctx, params))),
];
