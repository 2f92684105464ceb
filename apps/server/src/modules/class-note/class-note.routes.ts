import { classNoteEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { multipartSource } from '../file/file.multipart';
import {
  createClassNote,
  deleteClassNote,
  getClassNote,
  listClassNotes,
  updateClassNote,
  uploadClassNotePhotos,
  uploadClassNoteVideo,
} from './class-note.service';

/**
 * 반 일지 (docs/product/class-note.md), with its uploads under /api/file (photos CLASSNOTE, one video CLASSMOV, both
 * landing under a tempKey the save attaches): paths, schemas and access come from the contract.
 */
export const classNoteRoutes = [
  route(endpoints.search, ({ ctx, params, query }) => listClassNotes(ctx, params.classId, query)),
  route(endpoints.create, ({ ctx, body }) => createClassNote(ctx, body)),
  route(endpoints.get, ({ ctx, params }) => getClassNote(ctx, params.classId, params.classNoteId)),
  route(endpoints.update, ({ ctx, params, body }) => updateClassNote(ctx, params.classNoteId, body)),
  route(endpoints.delete, ({ ctx, params }) => deleteClassNote(ctx, params.classNoteId)),
  route(endpoints.uploadPhotos, ({ ctx, params, query, request, reply }) =>
    uploadClassNotePhotos(ctx, multipartSource(request, reply), params.classId, query.tempKey),
  ),
  route(endpoints.uploadVideo, ({ ctx, params, request, reply }) => uploadClassNoteVideo(ctx, multipartSource(request, reply), params.classId)),
];
