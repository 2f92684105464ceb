import type { DbOrTx } from '../../db/client';
import type { FileRow } from '../../db/schema/index';
import { requireActor, type ServiceContext } from '../../lib/context';
import { invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { deleteFilesByRef } from '../file/file.service';
import type { UploadSource } from '../file/file.upload';

/**
 * 프로필 사진 of a teacher or a child: one image (re-encoded, EXIF stripped by the file pipeline) attached to its
 * owner under `refType`; a new one replaces the old, whose file is removed once the change has committed.
 */
export type ProfileImageOwner = {
  /** files.ref_type (and purpose) of the image */
  refType: string;
  /** audit subject type, and the actions of a set and a delete */
  subjectType: string;
  audit: { set: string; deleted: string };
  messages: { imageOnly: string; required: string; single: string; missing: string };
  /**
   * The owner, locked when `db` is a transaction: 404 when absent, 403 when the actor may not change it. `fileClassId`
   * is the class recorded on the image (it decides which teacher may open it; null: any signed-in staff member).
   */
  lock(ctx: ServiceContext, db: DbOrTx, id: number): Promise<{ profileFileId: number | null; fileClassId: number | null }>;
  /** Records the owner's image (null: none). */
  setFileId(ctx: ServiceContext, tx: DbOrTx, id: number, fileId: number | null): Promise<void>;
};

/** Receives one image from `source` and makes it the owner's profile image; answers the attached file. */
export async function replaceProfileImage(ctx: ServiceContext, owner: ProfileImageOwner, id: number, source: UploadSource): Promise<FileRow> {
  const actor = requireActor(ctx);
  const before = await owner.lock(ctx, ctx.db, id); // 404/403 before any byte is read
  const { tempKey } = await ctx.files.receive(source, {
    uploader: actor,
    purpose: owner.refType,
    classId: before.fileClassId,
    kinds: ['image'],
    kindMessage: owner.messages.imageOnly,
    requiredMessage: owner.messages.required,
    maxFiles: 1,
    tooManyFiles: () => invalid('files', owner.messages.single),
  });
  const { previous, attached } = await ctx.db.transaction(async (tx) => {
    const current = await owner.lock(ctx, tx, id);
    const replaced = await deleteFilesByRef(tx, owner.refType, id);
    const [file] = await ctx.files.attachTempFiles(tx, { tempKey, refType: owner.refType, refId: id, classId: current.fileClassId, uploadedBy: actor.tno });
    await owner.setFileId(ctx, tx, id, file.id);
    await writeAudit(tx, ctx, {
      action: owner.audit.set,
      subjectType: owner.subjectType,
      subjectId: id,
      detail: { fileId: file.id, replacedFileIds: replaced.map((f) => f.id) },
    });
    return { previous: replaced, attached: file };
  });
  await ctx.files.purge(previous);
  return attached;
}

/** Removes the owner's profile image and its file (404 when there is none). */
export async function removeProfileImage(ctx: ServiceContext, owner: ProfileImageOwner, id: number): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const current = await owner.lock(ctx, tx, id);
    if (current.profileFileId === null) throw notFound(owner.messages.missing);
    const files = await deleteFilesByRef(tx, owner.refType, id);
    await owner.setFileId(ctx, tx, id, null);
    await writeAudit(tx, ctx, { action: owner.audit.deleted, subjectType: owner.subjectType, subjectId: id, detail: { fileIds: files.map((f) => f.id) } });
    return files;
  });
  await ctx.files.purge(removed);
}
