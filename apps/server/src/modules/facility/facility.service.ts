import {
  FACILITY_MAX_PHOTOS,
  FACILITY_NOT_FOUND_MESSAGE,
  FACILITY_ORDER_MISMATCH_MESSAGE,
  FACILITY_PHOTO_ONLY_MESSAGE,
  FACILITY_PHOTOS_MISMATCH_MESSAGE,
  facilityTooManyPhotosMessage,
  type Facility,
  type FacilityBody,
  type FacilityOrderBody,
  type FacilityPage,
  type FacilitySearchQuery,
  type UploadResult,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import type { FileRow } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { invalid, notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { presentFile } from '../file/file.presenter';
import { attachOwnUploads, listFilesByRef, removeUnnamedFiles } from '../file/file.service';
import type { UploadSource } from '../file/file.upload';
import { facilityRepository as repo } from './facility.repository';
import { toFacility } from './facility.presenter';

/** 시설 사진 (docs/product/facility.md): spaces in an order, each with its photos (files SPACE) in an order with captions. */
const SPACE = 'SPACE';
const SUBJECT = 'facility';

export async function searchFacilities(ctx: ServiceContext, query: FacilitySearchQuery): Promise<FacilityPage> {
  const { rows, total } = await repo.search(ctx.db, requireCentre(ctx), query);
  const photos = await repo.photosOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((row) => toFacility(row, photos.filter((p) => p.facilityId === row.id))),
    query,
    total,
  );
}

async function loadFacility(db: DbOrTx, id: number): Promise<Facility> {
  const row = await repo.find(db, id);
  if (!row) throw notFound(FACILITY_NOT_FOUND_MESSAGE);
  return toFacility(row, await repo.photosOf(db, [id]));
}

/** GET /facilities/{id}: the record scope checked the space is the centre's. */
export async function getFacility(ctx: ServiceContext, id: number): Promise<Facility> {
  return loadFacility(ctx.db, id);
}

/** POST /api/file/upload/space?tempKey=: photos only; a tempKey appends to earlier uploads. */
export async function uploadFacilityPhotos(ctx: ServiceContext, source: UploadSource, tempKey: string | undefined): Promise<UploadResult> {
  const uploader = requireActor(ctx);
  const { tempKey: key, rows } = await ctx.files.receive(source, {
    uploader,
    purpose: SPACE,
    classId: null,
    tempKey,
    kinds: ['image'],
    kindMessage: FACILITY_PHOTO_ONLY_MESSAGE,
  });
  return { tempKey: key, files: rows.map(presentFile) };
}

/**
 * The photos of a save: attaches the tempKey's uploads (the caller's own SPACE uploads only), then the body's list must
 * name exactly the space's photos minus those left out, which are removed. Returns the removed rows (purged after commit).
 */
async function savePhotos(tx: DbOrTx, actor: Principal, facilityId: number, body: FacilityBody, tempKey?: string): Promise<FileRow[]> {
  if (tempKey) await attachOwnUploads(tx, actor, { tempKey, purposes: [SPACE], refType: SPACE, refId: facilityId, classId: null });
  const attached = await listFilesByRef(tx, SPACE, [facilityId]);
  const listed = new Set(body.photos.map((p) => p.fileId));
  const attachedIds = new Set(attached.map((f) => f.id));
  if (listed.size !== body.photos.length || [...listed].some((id) => !attachedIds.has(id))) throw invalid('photos', FACILITY_PHOTOS_MISMATCH_MESSAGE);
  if (listed.size > FACILITY_MAX_PHOTOS) throw invalid('photos', facilityTooManyPhotosMessage(FACILITY_MAX_PHOTOS));
  const removed = await removeUnnamedFiles(tx, SPACE, facilityId, listed);
  await repo.setPhotos(tx, facilityId, body.photos);
  return removed;
}

/** POST /facilities/new?tempKey=: the space goes last in the order. */
export async function createFacility(ctx: ServiceContext, body: FacilityBody, tempKey: string | undefined): Promise<Facility> {
  const actor = requireActor(ctx);
  const { facility, removed } = await ctx.db.transaction(async (tx) => {
    const row = await repo.insert(tx, { centreId: requireCentre(ctx), title: body.title, description: body.description, createdBy: actor.tno });
    const gone = await savePhotos(tx, actor, row.id, body, tempKey);
    await writeAudit(tx, ctx, { action: 'FACILITY_CREATED', subjectType: SUBJECT, subjectId: row.id, detail: { photoCount: body.photos.length } });
    return { facility: await loadFacility(tx, row.id), removed: gone };
  });
  await ctx.files.purge(removed);
  return facility;
}

/** PUT /facilities/{id}?tempKey=: new name and text, photos added, left out, reordered and captioned at once. */
export async function updateFacility(ctx: ServiceContext, id: number, body: FacilityBody, tempKey: string | undefined): Promise<Facility> {
  const actor = requireActor(ctx);
  const { facility, removed } = await ctx.db.transaction(async (tx) => {
    const row = await repo.lock(tx, id);
    if (!row) throw notFound(FACILITY_NOT_FOUND_MESSAGE);
    await repo.update(tx, id, { title: body.title, description: body.description, updatedAt: ctx.now() });
    const gone = await savePhotos(tx, actor, id, body, tempKey);
    await writeAudit(tx, ctx, { action: 'FACILITY_UPDATED', subjectType: SUBJECT, subjectId: id, detail: { removedFileIds: gone.map((f) => f.id) } });
    return { facility: await loadFacility(tx, id), removed: gone };
  });
  await ctx.files.purge(removed);
  return facility;
}

/**
 * PUT /facilities/order: the ids of every space of the centre in the new order (a list that is not exactly the centre's
 * spaces, e.g. naming another centre's, is refused).
 */
export async function reorderFacilities(ctx: ServiceContext, body: FacilityOrderBody): Promise<{ facilityIds: number[] }> {
  const centreId = requireCentre(ctx);
  return ctx.db.transaction(async (tx) => {
    const all = await repo.lockAllIds(tx, centreId);
    const given = new Set(body.facilityIds);
    if (given.size !== body.facilityIds.length || given.size !== all.length || all.some((id) => !given.has(id))) {
      throw invalid('facilityIds', FACILITY_ORDER_MISMATCH_MESSAGE);
    }
    for (const [sortOrder, id] of body.facilityIds.entries()) await repo.update(tx, id, { sortOrder });
    await writeAudit(tx, ctx, { action: 'FACILITY_REORDERED', subjectType: SUBJECT, detail: { facilityIds: body.facilityIds } });
    return { facilityIds: body.facilityIds };
  });
}

export async function deleteFacility(ctx: ServiceContext, id: number): Promise<{ facilityId: number; deletedFileIds: number[] }> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await repo.lock(tx, id);
    if (!row) throw notFound(FACILITY_NOT_FOUND_MESSAGE);
    const gone = await ctx.files.deleteFilesByRef(tx, SPACE, id);
    await repo.remove(tx, id);
    await writeAudit(tx, ctx, { action: 'FACILITY_DELETED', subjectType: SUBJECT, subjectId: id, detail: { fileIds: gone.map((f) => f.id) } });
    return gone;
  });
  return { facilityId: id, deletedFileIds: removed.map((f) => f.id) };
}
