import { photoEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { multipartSource } from '../file/file.multipart';
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
];
