import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { children, classes } from '../db/schema/index';
import { PHOTO_REF_TYPE, photoRepository } from '../modules/photo/photo.repository';
import { smallPng } from '../modules/file/file.test-utils';
import { createChild, seoulToday, type ChildFactoryOptions } from './factories';

/** A child of `classId` whose parents did (default) or did not agree to photo sharing. */
export async function createPhotoChild(app: FastifyInstance, options: ChildFactoryOptions & { photoConsent?: boolean } = {}) {
  const { photoConsent = true, ...rest } = options;
  const child = await createChild(app.db, rest);
  if (!photoConsent) await app.db.update(children).set({ photoConsent: false }).where(eq(children.id, child.id));
  return { ...child, photoConsent };
}

export type PhotoAlbumFactoryOptions = {
  classId: number;
  title?: string;
  photoDate?: string;
  comment?: string;
  authorId?: number | null;
  /** tagged children; one consenting child of the class is created when not given */
  childIds?: number[];
  /** how many stored photos (through the real image pipeline) */
  photos?: number;
  /** the uploaded bytes of the first photos (small PNGs otherwise) */
  buffers?: Buffer[];
};

/** An album as a saved one looks: the row, its tags and stored photos attached to it. */
export async function buildPhotoAlbum(app: FastifyInstance, options: PhotoAlbumFactoryOptions) {
  const childIds = options.childIds ?? [(await createPhotoChild(app, { classId: options.classId })).id];
  const album = await photoRepository.create(
    app.db,
    {
      classId: options.classId,
      title: options.title ?? '가을 소풍',
      photoDate: options.photoDate ?? seoulToday(),
      comment: options.comment ?? '',
      authorId: options.authorId ?? null,
    },
    childIds,
  );
  // the album's photos belong to its class's centre
  const [{ centreId }] = await app.db.select({ centreId: classes.centreId }).from(classes).where(eq(classes.id, options.classId));
  const fileIds: number[] = [];
  for (let i = 0; i < (options.photos ?? 2); i++) {
    const stored = await app.files.storeBuffer({
      centreId,
      buffer: options.buffers?.[i] ?? (await smallPng(40 + i, 30)),
      keepOriginal: true,
      originalName: `사진-${i + 1}.png`,
      refType: PHOTO_REF_TYPE,
      refId: album.id,
      classId: options.classId,
      uploadedBy: options.authorId ?? null,
    });
    fileIds.push(stored.id);
  }
  return { album, childIds, fileIds };
}
