import { fileEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { deleteReferenceFiles, openFile, removeTempFile, uploadContent, uploadEditorImage } from './file.service';
import { multipartSource } from './file.multipart';
import { sendFile } from './file.send';

/** Under /api/file; the photo-album and class-story upload calls live with their domains. */
export const fileRoutes = [
  route(endpoints.uploadContent, ({ ctx, query, request, reply }) => uploadContent(ctx, multipartSource(request, reply), query)),
  route(endpoints.uploadEditorImage, ({ ctx, query, request, reply }) => uploadEditorImage(ctx, multipartSource(request, reply), query)),
  route(endpoints.removeTempFile, ({ ctx, query }) => removeTempFile(ctx, query)),
  route(endpoints.deleteByReference, ({ ctx, params }) => deleteReferenceFiles(ctx, params)),
  route(endpoints.deleteByReferenceWithoutId, ({ ctx, params }) => deleteReferenceFiles(ctx, params)),
  route(endpoints.read, async ({ ctx, params, request, reply }) => sendFile(ctx.files, request, reply, await openFile(ctx, params.fileId, 'file'))),
  route(endpoints.readThumbnail, async ({ ctx, params, request, reply }) =>
    sendFile(ctx.files, request, reply, await openFile(ctx, params.fileId, 'thumb')),
  ),
];
