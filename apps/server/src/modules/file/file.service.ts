import crypto from 'node:crypto';
import {
  EDITOR_IMAGE_ONLY_MESSAGE,
  EDITOR_SINGLE_FILE_MESSAGE,
  FILE_REQUIRED_MESSAGE,
  TEMP_KEY_INVALID_MESSAGE,
  VIDEO_FILE_REQUIRED_MESSAGE,
  adminRefTypes,
  isClassRefType,
  isPostRefType,
  isStaffAdmin,
  type RefType,
  type StoredFile,
  type UploadResult,
} from '@kg/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { FileRow } from '../../db/schema/index';
import type { Principal } from '../../lib/principal';
import { requireActor, requireCentre, type ContextLogger, type ServiceContext } from '../../lib/context';
import { mayReachClassRecord } from '../../policies/class';
import { resolveClass } from '../../policies/scope';
import { AppError, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { fileRepository as repo, storedKeysOf } from './file.repository';
import { cleanFileName, fileUrl, presentFile } from './file.presenter';
import { THUMBNAIL_MIME } from './file.image';
import { removeKeys, storeFile, type PendingFile, type ReadUploadsOptions, type UploadSource } from './file.upload';
import { StorageNotFoundError, type Storage } from './storage';
import { isHiddenNoticeId } from '../notice/notice-publication';
import { audienceOf, canSeeAudience } from '../post/post-audience';

export { presentFile };

const FILE_NOT_FOUND_MESSAGE = '파일을 찾을 수 없습니다.';

// ---------------------------------------------------------------------------------------------------------------
// Functions for the domain modules (database only; pass the transaction of the owning record's write)
// ---------------------------------------------------------------------------------------------------------------

export type AttachInput = { tempKey: string; refType: string; refId: number; classId: number | null; uploadedBy: number | null };

/**
 * Attaches the uploader's unattached files under `tempKey` to their owner (sets refType/refId/classId, clears
 * tempKey). Another user's temp files are never attached. Throws VALIDATION '올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.' when none.
 */
export async function attachTempFiles(tx: DbOrTx, input: AttachInput): Promise<FileRow[]> {
  const rows = await repo.attachTemp(tx, input, new Date());
  if (rows.length === 0) throw invalid('tempKey', TEMP_KEY_INVALID_MESSAGE);
  return rows;
}

/** The caller's own unattached uploads under `tempKey` (another user's temp files are never theirs to attach). */
export async function ownTempUploads(db: DbOrTx, tempKey: string, uploader: Principal): Promise<FileRow[]> {
  return (await repo.findTemp(db, tempKey)).filter((row) => row.uploadedBy === uploader.tno);
}

export type SaveUploadsInput = {
  tempKey: string;
  /** the upload calls the files must come from (files.purpose: SPACE, MENU, CLASSNOTE, …) */
  purposes: readonly string[];
  refType: string;
  refId: number;
  /** the record's class (class story records) or null; a temp file must have been uploaded for the same */
  classId: number | null;
  /** the request field the 400 names (default `tempKey`) */
  field?: string;
};

/**
 * The tempKey rule of every save (docs/product/file.md#tempkey-and-attach): attaches the uploader's files under
 * `tempKey` to the record. Refused with 400 '올린 파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.' on `field` when the
 * key holds none of the uploader's files, or one uploaded by another call or for another class.
 */
export async function attachOwnUploads(tx: DbOrTx, uploader: Principal, input: SaveUploadsInput): Promise<FileRow[]> {
  const field = input.field ?? 'tempKey';
  const temp = await ownTempUploads(tx, input.tempKey, uploader);
  if (temp.length === 0 || temp.some((row) => row.purpose === null || !input.purposes.includes(row.purpose) || row.classId !== input.classId)) {
    throw invalid(field, TEMP_KEY_INVALID_MESSAGE);
  }
  const rows = await repo.attachTemp(tx, { ...input, uploadedBy: uploader.tno }, new Date());
  if (rows.length === 0) throw invalid(field, TEMP_KEY_INVALID_MESSAGE);
  return rows;
}

/**
 * Deletes, inside `tx`, the files of one reference that the saved record no longer names (`keep`), and returns them:
 * the caller purges their objects once the transaction has committed (`ctx.files.purge`).
 */
export async function removeUnnamedFiles(tx: DbOrTx, refType: string, refId: number, keep: Iterable<number>): Promise<FileRow[]> {
  const kept = new Set(keep);
  const attached = await repo.listByRef(tx, refType, [refId]);
  return repo.deleteByIds(
    tx,
    attached.filter((f) => !kept.has(f.id)).map((f) => f.id),
  );
}

/**
 * Deletes the rows of a reference's files inside `tx` and returns them. Their storage objects outlive the rows
 * until removed after commit: use `ctx.files.deleteFilesByRef` (schedules that) or call `ctx.files.purge(rows)`
 * after the transaction; the janitor's orphan sweep removes any object left without a row.
 */
export async function deleteFilesByRef(tx: DbOrTx, refType: string, refId: number): Promise<FileRow[]> {
  return repo.deleteByRef(tx, refType, refId);
}

/** The files of many owners at once (for list pages), ordered by refId then upload order. */
export async function listFilesByRef(db: DbOrTx, refType: string, refIds: number[]): Promise<FileRow[]> {
  return repo.listByRef(db, refType, refIds);
}

/** Groups presented files by refId (convenience for list/detail presenters). */
export function groupFilesByRef(rows: FileRow[]): Map<number, StoredFile[]> {
  const map = new Map<number, StoredFile[]>();
  for (const row of rows) {
    if (row.refId === null) continue;
    const list = map.get(row.refId) ?? [];
    list.push(presentFile(row));
    map.set(row.refId, list);
  }
  return map;
}

/**
 * Who may read a file of their centre (the record scope checked the centre and, for a teacher, the class; decision
 * 017): admins and managers everything; a teacher their own uploads, their class's files and attached files that
 * belong to no class (notices, programmes, facilities, meal photos, editor images — centre-wide content).
 * Unattached temp files are visible to their uploader only.
 */
export function canReadFile(principal: Principal, row: FileRow): boolean {
  if (row.centreId !== principal.centreId) return false;
  if (isStaffAdmin(principal.role)) return true;
  if (row.uploadedBy !== null && row.uploadedBy === principal.tno) return true;
  if (row.refId === null) return false;
  return mayReachClassRecord(principal, row.classId) || row.classId === null;
}

async function* oneChunk(buffer: Buffer) {
  yield buffer;
}

export function newTempKey(): string {
  return crypto.randomBytes(24).toString('base64url');
}

// ---------------------------------------------------------------------------------------------------------------
// The service bound to one storage, configuration and database: app.files, ctx.files
// ---------------------------------------------------------------------------------------------------------------

export type ReceiveOptions = ReadUploadsOptions & {
  uploader: Principal;
  /** What the files are for (the upload call's refType, EDITOR, PHOTO, SPACE, …); stored in files.purpose. */
  purpose: string;
  /** The class the files belong to, when known at upload (class story uploads). */
  classId: number | null;
  /** A tempKey the caller already uploaded under; a new one is made otherwise. */
  tempKey?: string;
  /** Extra checks on the whole request before anything is recorded (e.g. multipart fields); throwing rolls it all back. */
  validate?: (upload: { files: PendingFile[]; fields: Record<string, string[]> }) => void | Promise<void>;
};

export type Received = { tempKey: string; rows: FileRow[]; fields: Record<string, string[]> };

export type StoreBufferInput = {
  /** The centre the file belongs to: its owner's (docs/decisions/017-centres-and-policies.md). */
  centreId: number;
  buffer: Buffer;
  originalName: string;
  refType: string;
  refId: number;
  classId: number | null;
  uploadedBy: number | null;
  /** an image also keeps its full-size copy (album photos) */
  keepOriginal?: boolean;
};

export type OpenedFile = { row: FileRow; key: string; mimeType: string; size: number; variant: 'file' | 'thumb' | 'original' };

export type FileService = ReturnType<typeof createFileService>;

/** What the file service is made of: the database (read when used), the upload limits, the storage and a logger. */
export type FileServiceDeps = { db: () => Db; config: Config; storage: Storage; log: ContextLogger };

export function createFileService({ db, config, storage, log }: FileServiceDeps) {
  const limits = config.uploads;
  const deps = { storage, limits };
  const timers = new Set<NodeJS.Timeout>();

  /** Removes the objects of these keys/rows that no committed row references any more. Returns the keys still referenced. */
  async function purge(target: string[] | FileRow[]): Promise<string[]> {
    const keys = target.flatMap((t) => (typeof t === 'string' ? [t] : storedKeysOf(t)));
    if (keys.length === 0) return [];
    const referenced = await repo.referencedKeys(db(), keys);
    await removeKeys(
      storage,
      keys.filter((k) => !referenced.has(k)),
    );
    return keys.filter((k) => referenced.has(k));
  }

  /** Purges once the deleting transaction has committed: retried a few times, then left to the orphan sweep. */
  function schedulePurge(rows: FileRow[], delays = [200, 5_000, 60_000]) {
    if (rows.length === 0 || delays.length === 0) return;
    const [delay, ...rest] = delays;
    const timer = setTimeout(() => {
      timers.delete(timer);
      purge(rows)
        .then((left) => {
          if (left.length > 0) schedulePurge(rows, rest);
        })
        .catch((error) => log.warn({ err: error }, 'file purge failed; the janitor will sweep it'));
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  async function assertTempKeyUsable(tempKey: string, uploader: Principal) {
    const existing = await repo.findTemp(db(), tempKey);
    if (existing.some((row) => row.uploadedBy !== uploader.tno)) throw invalid('tempKey', TEMP_KEY_INVALID_MESSAGE);
  }

  /**
   * The upload pipeline for any upload route (content, editor, and the domain calls: photo album, class note, …):
   * streams the `files` parts to storage, then records one temp row per file under a tempKey, all or nothing.
   */
  async function receive(source: UploadSource, options: ReceiveOptions): Promise<Received> {
    if (options.tempKey) await assertTempKeyUsable(options.tempKey, options.uploader);
    const tempKey = options.tempKey ?? newTempKey();
    const { files, fields } = await source.read(deps, options);
    const keys = files.flatMap(storedKeysOf);
    try {
      await options.validate?.({ files, fields });
      const rows = await repo.insertMany(
        db(),
        files.map((f) => ({
          ...f,
          // the session's centre (docs/decisions/017-centres-and-policies.md): a download checks it
          centreId: options.uploader.centreId,
          purpose: options.purpose,
          classId: options.classId,
          tempKey,
          uploadedBy: options.uploader.tno,
        })),
      );
      return { tempKey, rows, fields };
    } catch (error) {
      await removeKeys(storage, keys);
      throw error;
    }
  }

  /** Runs the same sniff/size/re-encode pipeline on an in-memory file and records it attached to its owner (demo seed, imports). */
  async function storeBuffer(input: StoreBufferInput): Promise<{ id: number }> {
    const written: string[] = [];
    try {
      const pending = await storeFile(deps, oneChunk(input.buffer), input.originalName, written, { keepOriginal: input.keepOriginal });
      const [row] = await repo.insertMany(db(), [
        {
          ...pending,
          centreId: input.centreId,
          refType: input.refType,
          refId: input.refId,
          purpose: input.refType,
          classId: input.classId,
          uploadedBy: input.uploadedBy,
          attachedAt: new Date(),
        },
      ]);
      return { id: row.id };
    } catch (error) {
      await removeKeys(storage, written);
      throw error;
    }
  }

  /**
   * Finds a file the principal may read; one they may not (another centre's, another class's, someone else's upload,
   * a post not for them) answers 404 like a missing one (docs/decisions/017-centres-and-policies.md). A website post's
   * files are read by those the post is for (docs/product/website.md#audience).
   */
  async function open(principal: Principal, fileId: number, variant: 'file' | 'thumb'): Promise<OpenedFile> {
    const row = await repo.findById(db(), fileId);
    if (!row || !canReadFile(principal, row)) throw notFound(FILE_NOT_FOUND_MESSAGE);
    if (isPostRefType(row.refType) && row.refId !== null && row.uploadedBy !== principal.tno) {
      if (!canSeeAudience(principal, await audienceOf(db(), row.refType, row.refId))) throw notFound(FILE_NOT_FOUND_MESSAGE);
    }
    return openRow(row, variant);
  }

  /**
   * A file row the caller has already authorised by its own rule (the parent app's calls check the record the file
   * belongs to), opened for sendFile: the stored file or its thumbnail (404 when there is none).
   */
  async function openRow(row: FileRow, variant: 'file' | 'thumb' | 'original'): Promise<OpenedFile> {
    if (variant === 'file') return { row, key: row.storageKey, mimeType: row.mimeType, size: row.size, variant };
    if (variant === 'original') {
      // a photo no larger than its display copy (or uploaded before full-size copies were kept) is its own original
      if (!row.originalKey) return { row, key: row.storageKey, mimeType: row.mimeType, size: row.size, variant: 'file' };
      const stat = await storage.stat(row.originalKey);
      if (!stat) throw notFound('파일을 찾을 수 없습니다.');
      return { row, key: row.originalKey, mimeType: row.mimeType, size: stat.size, variant };
    }
    if (!row.thumbnailKey) throw notFound('미리보기 이미지가 없습니다.');
    const stat = await storage.stat(row.thumbnailKey);
    if (!stat) throw notFound('파일을 찾을 수 없습니다.');
    return { row, key: row.thumbnailKey, mimeType: THUMBNAIL_MIME, size: stat.size, variant };
  }

  async function readStream(file: OpenedFile, range?: { start: number; end: number }) {
    try {
      return await storage.createReadStream(file.key, range);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw notFound('파일을 찾을 수 없습니다.');
      throw error;
    }
  }

  return {
    storage,
    receive,
    storeBuffer,
    attachTempFiles,
    listFilesByRef,
    presentFile,
    groupFilesByRef,
    canReadFile,
    /** Deletes a reference's rows in `tx` and removes their objects once the transaction has committed. */
    async deleteFilesByRef(tx: DbOrTx, refType: string, refId: number): Promise<FileRow[]> {
      const rows = await deleteFilesByRef(tx, refType, refId);
      schedulePurge(rows);
      return rows;
    },
    purge,
    open,
    openRow,
    readStream,
    /** Stops pending purge timers (onClose); the orphan sweep catches anything they would have removed. */
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Route use cases (docs/product/file.md#calls)
// ---------------------------------------------------------------------------------------------------------------

function assertRefTypeWriter(principal: Principal, refType: string) {
  if ((adminRefTypes as readonly string[]).includes(refType) && !isStaffAdmin(principal.role)) throw new AppError('FORBIDDEN');
}

/** POST /api/file/upload/cont?refType=&classId=&tempKey= */
export async function uploadContent(
  ctx: ServiceContext,
  source: UploadSource,
  query: { refType: RefType; tempKey?: string; classId?: number },
): Promise<UploadResult> {
  const principal = requireActor(ctx);
  assertRefTypeWriter(principal, query.refType);
  let classId: number | null = null;
  if (isClassRefType(query.refType)) {
    if (query.classId === undefined) throw invalid('classId', '반을 선택해 주세요.');
    // a class of the centre the uploader works in (policies): another centre's or teacher's answers as missing (404)
    await resolveClass(ctx.db, principal, query.classId);
    classId = query.classId;
  }
  const video = query.refType === 'CLASSMOV';
  const { tempKey, rows } = await ctx.files.receive(source, {
    uploader: principal,
    purpose: query.refType,
    classId,
    tempKey: query.tempKey,
    kinds: video ? ['video'] : undefined,
    kindMessage: video ? VIDEO_FILE_REQUIRED_MESSAGE : undefined,
    requiredMessage: video ? VIDEO_FILE_REQUIRED_MESSAGE : FILE_REQUIRED_MESSAGE,
  });
  return { tempKey, files: rows.map(presentFile) };
}

/** POST /api/file/editor/upload?tempKey= : one image for the rich-text editor; the owner's save attaches it by tempKey. */
export async function uploadEditorImage(
  ctx: ServiceContext,
  source: UploadSource,
  query: { tempKey?: string },
): Promise<{ url: string; fileId: number; tempKey: string }> {
  const principal = requireActor(ctx);
  const { tempKey, rows } = await ctx.files.receive(source, {
    uploader: principal,
    purpose: 'EDITOR',
    classId: null,
    tempKey: query.tempKey,
    kinds: ['image'],
    kindMessage: EDITOR_IMAGE_ONLY_MESSAGE,
    maxFiles: 1,
    tooManyFiles: () => invalid('files', EDITOR_SINGLE_FILE_MESSAGE),
  });
  const [row] = rows;
  return { url: fileUrl(row.id), fileId: row.id, tempKey };
}

/**
 * DELETE /api/file/{refType}/{refId}: the reference's files of the caller's centre; another centre's, or another
 * class's for a teacher, answer like none (404). A teacher may not delete centre-wide files (403).
 */
export async function deleteReferenceFiles(
  ctx: ServiceContext,
  params: { refType: RefType; refId: number },
): Promise<{ fileIds: number[] }> {
  const principal = requireActor(ctx);
  const centreId = requireCentre(ctx);
  assertRefTypeWriter(principal, params.refType);
  const rows = (await listFilesByRef(ctx.db, params.refType, [params.refId])).filter((row) => row.centreId === centreId);
  if (rows.length === 0 || rows.some((row) => row.classId !== null && !mayReachClassRecord(principal, row.classId))) {
    throw notFound('삭제할 파일이 없습니다.');
  }
  if (rows.some((row) => row.classId === null) && !isStaffAdmin(principal.role)) throw new AppError('FORBIDDEN');
  const deleted = await ctx.db.transaction(async (tx: Tx) => {
    const removed = await repo.deleteByIds(tx, rows.map((row) => row.id));
    await writeAudit(tx, ctx, {
      action: 'FILE_DELETED',
      subjectType: 'FILE',
      subjectId: `${params.refType}:${params.refId}`,
      detail: { refType: params.refType, refId: params.refId, fileIds: removed.map((r) => r.id) },
    });
    return removed;
  });
  await ctx.files.purge(deleted);
  return { fileIds: deleted.map((r) => r.id) };
}

/** DELETE /api/file/upload/remove-tempFile?tempKey=&fileName= : one of the caller's own unattached uploads. */
export async function removeTempFile(ctx: ServiceContext, query: { tempKey: string; fileName: string }): Promise<{ fileId: number }> {
  const principal = requireActor(ctx);
  const row = await repo.findTempByName(ctx.db, query.tempKey, cleanFileName(query.fileName), principal.tno);
  if (!row) throw notFound('삭제할 임시 파일을 찾을 수 없습니다.');
  const [deleted] = await ctx.db.transaction(async (tx: Tx) => {
    const removed = await repo.deleteByIds(tx, [row.id]);
    await writeAudit(tx, ctx, {
      action: 'FILE_DELETED',
      subjectType: 'FILE',
      subjectId: row.id,
      detail: { refType: null, refId: null, fileIds: [row.id], temp: true },
    });
    return removed;
  });
  if (deleted) await ctx.files.purge([deleted]);
  return { fileId: row.id };
}

/**
 * GET /api/file/{fileId}[/thumb]: a file the signed-in user may read (the record scope checked its centre and class;
 * anything they may not read is 404 like a missing file). A scheduled notice's files wait for its time like the notice.
 */
export async function openFile(ctx: ServiceContext, fileId: number, variant: 'file' | 'thumb'): Promise<OpenedFile> {
  const actor = requireActor(ctx);
  const file = await ctx.files.open(actor, fileId, variant);
  const { refType, refId, uploadedBy } = file.row;
  if (refType === 'NOTICE' && refId !== null && uploadedBy !== actor.tno && (await isHiddenNoticeId(ctx.db, actor, refId, ctx.now()))) {
    throw notFound('파일을 찾을 수 없습니다.');
  }
  return file;
}
