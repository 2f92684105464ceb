import {
  NOTICE_NOT_FOUND_MESSAGE,
  NOTICE_PIN_ADMIN_ONLY_MESSAGE,
  isStaffAdmin,
  type DeletePostResult,
  type Notice,
  type NoticeBody,
  type NoticePage,
  type NoticeSearchQuery,
  type UpdateNoticeBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { audiencesOf, canEditPost } from '../post/post-audience';
import { postAttachments } from '../post/post-files';
import { postListExtras } from '../post/post-list';
import { assertPostVisible, createPost, deletePost, updatePost, type PostKind } from '../post/post.service';
import { isHiddenNotice } from './notice-publication';
import { noticeRepository as repo, type NoticeRow } from './notice.repository';
import { toNotice, toNoticeListItem } from './notice.presenter';

type NoticeValues = { title: string; pinned: boolean; publishedAt: Date };

/** 공지사항 as a website post (docs/product/notice.md). */
function noticeKind(ctx: ServiceContext): PostKind<NoticeRow, NoticeValues, Notice> {
  return {
    refType: 'NOTICE',
    subject: 'notice',
    audit: 'NOTICE',
    notFoundMessage: NOTICE_NOT_FOUND_MESSAGE,
    contentRequired: true,
    lock: repo.lock,
    insert: repo.insert,
    update: repo.update,
    remove: repo.remove,
    load: (db, actor, id) => loadNotice(db, actor, id, ctx.now()),
  };
}

async function loadNotice(db: DbOrTx, actor: Principal, id: number, now: Date): Promise<Notice> {
  const row = await repo.findDetail(db, id);
  if (!row) throw notFound(NOTICE_NOT_FOUND_MESSAGE);
  const [audiences, attachments] = await Promise.all([audiencesOf(db, 'NOTICE', [id]), postAttachments(db, 'NOTICE', id)]);
  return toNotice(row, now, { classes: audiences.get(id) ?? [], attachmentCount: attachments.length, canEdit: canEditPost(actor, row) }, attachments);
}

/** Only admins and managers pin; a teacher's save keeps the pin as it is. */
function assertPinAllowed(actor: Principal, pinned: boolean, current = false) {
  if (!isStaffAdmin(actor.role) && pinned !== current) throw new AppError('FORBIDDEN', NOTICE_PIN_ADMIN_ONLY_MESSAGE);
}

/** `publishAt` ahead of now schedules the notice; nothing or a time already past publishes at once. */
function publicationTime(publishAt: string | null | undefined, now: Date): Date {
  const at = publishAt ? new Date(publishAt) : null;
  return at && at > now ? at : now;
}

export async function searchNotices(ctx: ServiceContext, query: NoticeSearchQuery): Promise<NoticePage> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const { rows, total } = await repo.search(ctx.db, actor, requireCentre(ctx), query, now, actor.timeZone);
  const extras = await postListExtras(ctx.db, actor, 'NOTICE', rows);
  return toPage(
    rows.map((row) => toNoticeListItem(row, now, extras(row))),
    query,
    total,
  );
}

/**
 * GET /notice/{id} (the record scope checked its centre): counts a view (not the author's own); a notice not for the
 * actor's class or not yet published is 404 like a missing one.
 */
export async function getNotice(ctx: ServiceContext, id: number): Promise<Notice> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const row = await repo.findDetail(ctx.db, id);
  if (!row) throw notFound(NOTICE_NOT_FOUND_MESSAGE);
  await assertPostVisible(ctx.db, actor, 'NOTICE', id, NOTICE_NOT_FOUND_MESSAGE);
  if (isHiddenNotice(actor, row, now)) throw notFound(NOTICE_NOT_FOUND_MESSAGE);
  if (row.authorId !== actor.tno) await repo.countView(ctx.db, id);
  return loadNotice(ctx.db, actor, id, now);
}

export async function createNotice(ctx: ServiceContext, body: NoticeBody, tempKey: string | undefined): Promise<Notice> {
  const actor = requireActor(ctx);
  assertPinAllowed(actor, body.pinned);
  const now = ctx.now();
  return createPost(ctx, noticeKind(ctx), {
    values: { title: body.title, pinned: body.pinned, publishedAt: publicationTime(body.publishAt, now) },
    body,
    tempKey,
  });
}

/** PUT /notice/{id}: without a new time a published notice keeps its time and a scheduled one is published now. */
export async function updateNotice(ctx: ServiceContext, id: number, body: UpdateNoticeBody, tempKey: string | undefined): Promise<Notice> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  return updatePost(ctx, noticeKind(ctx), id, {
    values: (row) => {
      assertPinAllowed(actor, body.pinned, row.pinned);
      const keep = !body.publishAt && row.publishedAt <= now;
      return { title: body.title, pinned: body.pinned, publishedAt: keep ? row.publishedAt : publicationTime(body.publishAt, now) };
    },
    body,
    tempKey,
    removeFileIds: body.removeFileIds,
  });
}

export function deleteNotice(ctx: ServiceContext, id: number): Promise<DeletePostResult> {
  return deletePost(ctx, noticeKind(ctx), id);
}
