import { alimNoteEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { multipartSource } from '../file/file.multipart';
import { createAlimNotes, deleteAlimNote, getAlimCopy, getAlimNote, getAlimToday, listAlimNotes, updateAlimNote, uploadAlimPhotos } from './alim-note.service';

/** 알림장 (docs/product/alim-note.md), with its photo upload under /api/file: paths, schemas and access come from the contract. */
export const alimNoteRoutes = [
  route(endpoints.search, ({ ctx, params, query }) => listAlimNotes(ctx, params.classId, query)),
  route(endpoints.today, ({ ctx, params, query }) => getAlimToday(ctx, params.classId, query.date)),
  route(endpoints.copy, ({ ctx, params, query }) => getAlimCopy(ctx, params.classId, query.childCode, query.date)),
  route(endpoints.create, ({ ctx, body }) => createAlimNotes(ctx, body)),
  route(endpoints.get, ({ ctx, params }) => getAlimNote(ctx, params.classId, params.noteId)),
  route(endpoints.update, ({ ctx, params, body }) => updateAlimNote(ctx, params.noteId, body)),
  route(endpoints.delete, ({ ctx, params }) => deleteAlimNote(ctx, params.noteId)),
  route(endpoints.uploadPhotos, ({ ctx, params, query, request, reply }) =>
    uploadAlimPhotos(ctx, multipartSource(request, reply), params.classId, query),
  ),
];
