import {
  CLASS_NOT_FOUND_MESSAGE,
  POST_ATTACHMENTS_MAX,
  POST_CONTENT_REQUIRED_MESSAGE,
  POST_OWN_CLASS_ONLY_MESSAGE,
  POST_OWN_ONLY_MESSAGE,
  POST_TOO_MANY_ATTACHMENTS_MESSAGE,
  isStaffAdmin,
  type DeletePostResult,
  type PostRefType,
} from '@kg/contract';
import { and, inArray, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, type FileRow } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { AppError, invalid, notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { loadRichTextSanitiser } from '../../lib/rich-text';
import { fileRepository } from '../file/file.repository';
import { audienceOf, canEditPost, canSeeAudience, clearAudience, setAudience } from './post-audience';
import { attachPostUploads, postFiles, removePostAttachments } from './post-files';

/**
 * The write workflow every website post shares (docs/product/website.md): who may write for whom, the sanitised body,
 * the files under one tempKey, the audience, the audit row and the answer — one transaction per save. A domain (notice,
 * edu, event) says how its own row is stored and shown.
 */

export type PostRow = { id: number; authorId: number | null };

/** What a domain adds to the shared fields of a save (e.g. pinned, a period, a place). */
export type PostBody = { content: string; classIds: number[] };

export type PostKind<Row extends PostRow, Values, Out> = {
  refType: PostRefType;
  /** the audit trail's subjectType; actions are `${audit}_CREATED` … */
  subject: string;
  audit: string;
  notFoundMessage: string;
  /** whether an empty body is refused (notices) */
  contentRequired: boolean;
  lock(tx: DbOrTx, id: number): Promise<Row | undefined>;
  insert(tx: DbOrTx, values: Values & { centreId: number; content: string; contentText: string; authorId: number }): Promise<Row>;
  update(tx: DbOrTx, id: number, values: Values & { content: string; contentText: string; updatedAt: Date }): Promise<void>;
  remove(tx: DbOrTx, id: number): Promise<void>;
  /** the post as the API shows it to `actor` */
  load(db: DbOrTx, actor: Principal, id: number): Promise<Out>;
};


/** A teacher writes only for their own class: the audience must be exactly that class. */
export function assertAudienceWritable(actor: Principal, classIds: readonly number[]): void {
  if (isStaffAdmin(actor.role)) return;
  if (actor.classId === null || classIds.length !== 1 || classIds[0] !== actor.classId) throw new AppError('FORBIDDEN', POST_OWN_CLASS_ONLY_MESSAGE);
}

/**
 * A post the actor may not see (another class's) does not exist for them: 404 with a missing post's `notFoundMessage`
 * (docs/decisions/017-centres-and-policies.md). Its centre was checked by the record scope.
 */
export async function assertPostVisible(db: DbOrTx, actor: Principal, refType: PostRefType, id: number, notFoundMessage: string): Promise<void> {
  if (!canSeeAudience(actor, await audienceOf(db, refType, id))) throw notFound(notFoundMessage);
}

/** The audience's classes must be the centre's: another centre's class answers like one that does not exist (404). */
async function assertAudienceInCentre(db: DbOrTx, centreId: number, classIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(classIds)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(inArray(classes.id, wanted), eq(classes.centreId, centreId)));
  if (found.length !== wanted.length) throw notFound(CLASS_NOT_FOUND_MESSAGE);
}

/** Refuses an empty body before anything is written (text or at least one image). */
async function checkBody(content: string, required: boolean) {
  const { text, imageFileIds } = (await loadRichTextSanitiser())(content);
  if (required && text === '' && imageFileIds.length === 0) throw invalid('content', POST_CONTENT_REQUIRED_MESSAGE);
}

type SaveInput<Values> = { values: Values; body: PostBody; tempKey?: string; removeFileIds?: number[] };
type FilesInput = Pick<SaveInput<unknown>, 'body' | 'tempKey' | 'removeFileIds'>;

/**
 * The files and body of a save, inside its transaction: removes chosen attachments, attaches the tempKey's uploads,
 * keeps in the text only images of this post's own editor uploads, drops editor images the text no longer shows and
 * checks the number of attachments. Returns the body to store and the rows whose objects go after commit.
 */
async function saveFilesAndBody<Row extends PostRow, Values, Out>(
  ctx: ServiceContext,
  tx: DbOrTx,
  kind: PostKind<Row, Values, Out>,
  actor: Principal,
  refId: number,
  input: FilesInput,
): Promise<{ content: string; contentText: string; removed: FileRow[] }> {
  const removed = await removePostAttachments(tx, kind.refType, refId, input.removeFileIds ?? []);
  if (input.tempKey) await attachPostUploads(tx, actor, { refType: kind.refType, refId, tempKey: input.tempKey });
  const { attachments, images } = await postFiles(tx, kind.refType, refId);
  if (attachments.length > POST_ATTACHMENTS_MAX) throw invalid('tempKey', POST_TOO_MANY_ATTACHMENTS_MESSAGE);
  const body = (await loadRichTextSanitiser())(input.body.content, { allowedImageIds: new Set(images.map((f) => f.id)) });
  if (kind.contentRequired && body.text === '' && body.imageFileIds.length === 0) throw invalid('content', POST_CONTENT_REQUIRED_MESSAGE);
  const shown = new Set(body.imageFileIds);
  const unused = images.filter((f) => !shown.has(f.id));
  if (unused.length > 0) removed.push(...(await fileRepository.deleteByIds(tx, unused.map((f) => f.id))));
  return { content: body.html, contentText: body.text, removed };
}

export async function createPost<Row extends PostRow, Values, Out>(
  ctx: ServiceContext,
  kind: PostKind<Row, Values, Out>,
  input: SaveInput<Values>,
): Promise<Out> {
  const actor = requireActor(ctx);
  const centreId = requireCentre(ctx);
  assertAudienceWritable(actor, input.body.classIds);
  await checkBody(input.body.content, kind.contentRequired);
  await assertAudienceInCentre(ctx.db, centreId, input.body.classIds);
  const { out, removed } = await ctx.db.transaction(async (tx) => {
    const row = await kind.insert(tx, { ...input.values, centreId, content: '', contentText: '', authorId: actor.tno });
    const saved = await saveFilesAndBody(ctx, tx, kind, actor, row.id, input);
    await kind.update(tx, row.id, { ...input.values, content: saved.content, contentText: saved.contentText, updatedAt: ctx.now() });
    await setAudience(tx, kind.refType, row.id, input.body.classIds);
    await writeAudit(tx, ctx, { action: `${kind.audit}_CREATED`, subjectType: kind.subject, subjectId: row.id, detail: { classIds: input.body.classIds } });
    return { out: await kind.load(tx, actor, row.id), removed: saved.removed };
  });
  await ctx.files.purge(removed);
  return out;
}

/** Locks a post for a change (its centre checked by the record scope): 404 when missing, 403 when not the actor's to change. */
async function lockForChange<Row extends PostRow, Values, Out>(tx: DbOrTx, kind: PostKind<Row, Values, Out>, actor: Principal, id: number): Promise<Row> {
  const row = await kind.lock(tx, id);
  if (!row) throw notFound(kind.notFoundMessage);
  if (!canEditPost(actor, row)) throw new AppError('FORBIDDEN', POST_OWN_ONLY_MESSAGE);
  return row;
}

export async function updatePost<Row extends PostRow, Values, Out>(
  ctx: ServiceContext,
  kind: PostKind<Row, Values, Out>,
  id: number,
  input: Omit<SaveInput<Values>, 'values'> & {
    /** the domain's fields, from the locked row when they depend on it (and may refuse the change) */
    values: (row: Row) => Values;
  },
): Promise<Out> {
  const actor = requireActor(ctx);
  await checkBody(input.body.content, kind.contentRequired);
  const { out, removed } = await ctx.db.transaction(async (tx) => {
    const row = await lockForChange(tx, kind, actor, id);
    assertAudienceWritable(actor, input.body.classIds);
    await assertAudienceInCentre(tx, requireCentre(ctx), input.body.classIds);
    const values = input.values(row);
    const saved = await saveFilesAndBody(ctx, tx, kind, actor, row.id, input);
    await kind.update(tx, row.id, { ...values, content: saved.content, contentText: saved.contentText, updatedAt: ctx.now() });
    await setAudience(tx, kind.refType, row.id, input.body.classIds);
    await writeAudit(tx, ctx, {
      action: `${kind.audit}_UPDATED`,
      subjectType: kind.subject,
      subjectId: row.id,
      detail: { classIds: input.body.classIds, removedFileIds: saved.removed.map((f) => f.id) },
    });
    return { out: await kind.load(tx, actor, row.id), removed: saved.removed };
  });
  await ctx.files.purge(removed);
  return out;
}

export async function deletePost<Row extends PostRow, Values, Out>(ctx: ServiceContext, kind: PostKind<Row, Values, Out>, id: number): Promise<DeletePostResult> {
  const actor = requireActor(ctx);
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await lockForChange(tx, kind, actor, id);
    const gone = await ctx.files.deleteFilesByRef(tx, kind.refType, row.id);
    await clearAudience(tx, kind.refType, row.id);
    await kind.remove(tx, row.id);
    await writeAudit(tx, ctx, { action: `${kind.audit}_DELETED`, subjectType: kind.subject, subjectId: row.id, detail: { fileIds: gone.map((f) => f.id) } });
    return gone;
  });
  return { id, deletedFileIds: removed.map((f) => f.id) };
}
