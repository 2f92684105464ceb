import { alimNoteEndpoints as endpoints, alimNoteFamilyEndpoints as family } from '@kg/contract';
import { route } from '../../lib/route';
import { multipartSource } from '../file/file.multipart';
import { sendFile } from '../file/file.send';
import {
  createAlimNotes,
  deleteAlimNote,
  getAlimCopy,
  getAlimNote,
  getAlimToday,
  listAlimNotes,
  replyToAlimNote,
  updateAlimNote,
  uploadAlimPhotos,
} from './alim-note.service';
import { getFamilyAlimNote, listFamilyAlimNotes, openFamilyAlimPhoto, replyFamilyAlimNote } from './alim-note-family.service';

/** 알림장 (docs/product/alim-note.md), with its photo upload under /api/file: paths, schemas and access come from the contract. */
export const alimNoteRoutes = [
  route(endpoints.search, ({ ctx, params, query }) => listAlimNotes(ctx, params.classId, query)),
  route(endpoints.today, ({ ctx, params, query }) => getAlimToday(ctx, params.classId, query.date)),
  route(endpoints.copy, ({ ctx, params, query }) => getAlimCopy(ctx, params.classId, query.childCode, query.date)),
  route(endpoints.create, ({ ctx, body }) => createAlimNotes(ctx, body)),
  route(endpoints.get, ({ ctx, params }) => getAlimNote(ctx, params.classId, params.noteId)),
  route(endpoints.reply, ({ ctx, params, body }) => replyToAlimNote(ctx, params.classId, params.noteId, body)),
  route(endpoints.update, ({ ctx, params, body }) => updateAlimNote(ctx, params.noteId, body)),
  route(endpoints.delete, ({ ctx, params }) => deleteAlimNote(ctx, params.noteId)),
  route(endpoints.uploadPhotos, ({ ctx, params, query, request, reply }) =>
    uploadAlimPhotos(ctx, multipartSource(request, reply), params.classId, query),
  ),
  // the parent app (docs/product/alim-note.md#parent-app)
  route(family.list, ({ ctx, query }) => listFamilyAlimNotes(ctx, query.month)),
  route(family.get, ({ ctx, params }) => getFamilyAlimNote(ctx, params.noteId)),
  route(family.reply, ({ ctx, params, body }) => replyFamilyAlimNote(ctx, params.noteId, body)),
  route(family.photo, async ({ ctx, params, request, reply }) => sendFile(ctx.files, request, reply, await openFamilyAlimPhoto(ctx, params, 'file'))),
  route(family.photoThumbnail, async ({ ctx, params, request, reply }) =>
    sendFile(ctx.files, request, reply, await openFamilyAlimPhoto(ctx, params, 'thumb')),
  ),
];
