import { photoEndpoints as endpoints, photoFamilyEndpoints as family } from '@kg/contract';
import { route } from '../../lib/route';
import { multipartSource } from '../file/file.multipart';
import { contentDisposition } from '../file/file.presenter';
import { FILE_CACHE_CONTROL, sendFile } from '../file/file.send';
import { familyMonthZip, getFamilyAlbum, listFamilyAlbums, openFamilyAlbumPhoto } from './photo-family.service';
import {
  createPhotoAlbum,
  deletePhotoAlbum,
  getPhotoAlbum,
  listPhotoAlbums,
  listPhotoChildren,
  resetAlbumFiles,
  updatePhotoAlbum,
  uploadAlbumPhotos,
} from './photo.service';

/** 사진첩 (docs/product/photo.md), with its uploads under /api/file: paths, schemas and access come from the contract. */
export const photoRoutes = [
  route(endpoints.search, ({ ctx, params, query }) => listPhotoAlbums(ctx, params.classId, query)),
  route(endpoints.children, ({ ctx, params }) => listPhotoChildren(ctx, params.classId)),
  route(endpoints.create, ({ ctx, params, query, body }) => createPhotoAlbum(ctx, params.classId, query.tempKey, body)),
  route(endpoints.get, ({ ctx, params }) => getPhotoAlbum(ctx, params.classId, params.id)),
  route(endpoints.update, ({ ctx, params, query, body }) => updatePhotoAlbum(ctx, params, query.tempKey, body)),
  route(endpoints.delete, ({ ctx, params }) => deletePhotoAlbum(ctx, params.classId, params.id)),
  // a teacher may leave classId out (their own class): the service checks the class
  route(endpoints.upload, ({ ctx, query, request, reply }) => uploadAlbumPhotos(ctx, multipartSource(request, reply), query)),
  route(endpoints.resetFiles, ({ ctx, query }) => resetAlbumFiles(ctx, query.tempKey)),
  // the parent app (docs/product/photo.md#parent-app)
  route(family.list, ({ ctx, query }) => listFamilyAlbums(ctx, query)),
  route(family.get, ({ ctx, params }) => getFamilyAlbum(ctx, params.photoId)),
  route(family.photo, async ({ ctx, params, request, reply }) => sendFile(ctx.files, request, reply, await openFamilyAlbumPhoto(ctx, params, 'file'))),
  route(family.photoThumbnail, async ({ ctx, params, request, reply }) =>
    sendFile(ctx.files, request, reply, await openFamilyAlbumPhoto(ctx, params, 'thumb')),
  ),
  route(family.photoOriginal, async ({ ctx, params, request, reply }) =>
    sendFile(ctx.files, request, reply, await openFamilyAlbumPhoto(ctx, params, 'original'), { disposition: 'attachment' }),
  ),
  route(family.zip, async ({ ctx, query, reply }) => {
    const zip = await familyMonthZip(ctx, query.month);
    return reply
      .header('content-type', 'application/zip')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', FILE_CACHE_CONTROL)
      .header('content-disposition', contentDisposition('attachment', zip.fileName))
      .send(zip.stream);
  }),
];
