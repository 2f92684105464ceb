import {
  FAMILY_POST_FILE_NOT_FOUND_MESSAGE,
  NOTICE_NOT_FOUND_MESSAGE,
  endpointUrl,
  noticeFamilyEndpoints,
  type FamilyNotice,
  type FamilyNoticeListQuery,
  type FamilyNoticePage,
} from '@kg/contract';
import type { ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { ownChild } from '../family/family-children';
import type { OpenedFile } from '../file/file.service';
import { audiencesOf } from '../post/post-audience';
import { attachmentCounts } from '../post/post-files';
import { familyAttachments, familyContent, findPostFile } from '../post/post-family';
import { noticeRepository as repo } from './notice.repository';
import { toFamilyNotice, toFamilyNoticeListItem } from './notice.presenter';

/**
 * 공지사항 in the parent app (docs/product/notice.md#parent-app): the child's centre's notices a staff member of the
 * child's class would see (the post audience rule), published only. A child in no class sees the notices for the whole
 * centre. The family scope resolved the child before the handler (ownChild).
 */

export async function listFamilyNotices(ctx: ServiceContext, query: FamilyNoticeListQuery): Promise<FamilyNoticePage> {
  const child = ownChild(ctx);
  const { rows, total } = await repo.familyPage(ctx.db, child, query, ctx.now());
  const ids = rows.map((r) => r.id);
  const [audiences, counts] = await Promise.all([audiencesOf(ctx.db, 'NOTICE', ids), attachmentCounts(ctx.db, 'NOTICE', ids)]);
  await writeAudit(ctx.db, ctx, { action: 'NOTICE_LIST_VIEWED', subjectType: 'child', subjectId: child.childCode, detail: { page: query.page } });
  return toPage(
    rows.map((row) => toFamilyNoticeListItem(row, (audiences.get(row.id) ?? []).length > 0, counts.get(row.id) ?? 0)),
    query,
    total,
  );
}

export async function getFamilyNotice(ctx: ServiceContext, id: number): Promise<FamilyNotice> {
  const child = ownChild(ctx);
  if (!(await repo.familyVisible(ctx.db, id, child, ctx.now()))) throw notFound(NOTICE_NOT_FOUND_MESSAGE);
  const row = await repo.findDetail(ctx.db, id);
  if (!row) throw notFound(NOTICE_NOT_FOUND_MESSAGE);
  const [audiences, attachments] = await Promise.all([audiencesOf(ctx.db, 'NOTICE', [id]), familyAttachments(ctx.db, 'NOTICE', id)]);
  const urlOf = (fileId: number) => endpointUrl(noticeFamilyEndpoints.file, { childCode: child.childCode, noticeId: id, fileId });
  await writeAudit(ctx.db, ctx, { action: 'NOTICE_VIEWED', subjectType: 'notice', subjectId: id, detail: { childCode: child.childCode } });
  return toFamilyNotice({ ...row, content: familyContent(row.content, urlOf) }, (audiences.get(id) ?? []).length > 0, attachments, urlOf);
}

/** An attachment or an image of a notice the family sees; anything else 404. */
export async function openFamilyNoticeFile(ctx: ServiceContext, ref: { noticeId: number; fileId: number }): Promise<OpenedFile> {
  if (!(await repo.familyVisible(ctx.db, ref.noticeId, ownChild(ctx), ctx.now()))) throw notFound(NOTICE_NOT_FOUND_MESSAGE);
  const row = await findPostFile(ctx.db, 'NOTICE', ref.noticeId, ref.fileId);
  if (!row) throw notFound(FAMILY_POST_FILE_NOT_FOUND_MESSAGE);
  return ctx.files.openRow(row, 'file');
}
