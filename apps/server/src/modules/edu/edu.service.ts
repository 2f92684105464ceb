import {
  EDU_NOT_FOUND_MESSAGE,
  type DeletePostResult,
  type Edu,
  type EduBody,
  type EduPage,
  type EduSearchQuery,
  type UpdateEduBody,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { audiencesOf, canEditPost } from '../post/post-audience';
import { postAttachments } from '../post/post-files';
import { postListExtras } from '../post/post-list';
import { assertPostVisible, createPost, deletePost, updatePost, type PostKind } from '../post/post.service';
import { eduRepository as repo, type EduRow } from './edu.repository';
import { toEdu, toEduListItem } from './edu.presenter';

type EduValues = { title: string; ageBand: number | null; startDate: string | null; endDate: string | null };

/** 교육 프로그램 as a website post (docs/product/edu.md): the access layer lets only admins and managers write. */
const eduKind: PostKind<EduRow, EduValues, Edu> = {
  refType: 'EDU',
  subject: 'edu',
  audit: 'EDU',
  notFoundMessage: EDU_NOT_FOUND_MESSAGE,
  contentRequired: false,
  lock: repo.lock,
  insert: repo.insert,
  update: repo.update,
  remove: repo.remove,
  load: loadEdu,
};

async function loadEdu(db: DbOrTx, actor: Principal, id: number): Promise<Edu> {
  const row = await repo.findDetail(db, id);
  if (!row) throw notFound(EDU_NOT_FOUND_MESSAGE);
  const [audiences, attachments] = await Promise.all([audiencesOf(db, 'EDU', [id]), postAttachments(db, 'EDU', id)]);
  return toEdu(row, { classes: audiences.get(id) ?? [], attachmentCount: attachments.length, canEdit: canEditPost(actor, row) }, attachments);
}

function valuesOf(body: EduBody | UpdateEduBody): EduValues {
  return { title: body.title, ageBand: body.ageBand, startDate: body.startDate, endDate: body.endDate };
}

export async function searchEdus(ctx: ServiceContext, query: EduSearchQuery): Promise<EduPage> {
  const actor = requireActor(ctx);
  const { rows, total } = await repo.search(ctx.db, actor, requireCentre(ctx), query);
  const extras = await postListExtras(ctx.db, actor, 'EDU', rows);
  return toPage(
    rows.map((row) => toEduListItem(row, extras(row))),
    query,
    total,
  );
}

/** GET /edu/{id} (the record scope checked its centre): counts a view (not the author's own); one not for the actor's class is 404. */
export async function getEdu(ctx: ServiceContext, id: number): Promise<Edu> {
  const actor = requireActor(ctx);
  const row = await repo.findDetail(ctx.db, id);
  if (!row) throw notFound(EDU_NOT_FOUND_MESSAGE);
  await assertPostVisible(ctx.db, actor, 'EDU', id, EDU_NOT_FOUND_MESSAGE);
  if (row.authorId !== actor.tno) await repo.countView(ctx.db, id);
  return loadEdu(ctx.db, actor, id);
}

export function createEdu(ctx: ServiceContext, body: EduBody, tempKey: string | undefined): Promise<Edu> {
  return createPost(ctx, eduKind, { values: valuesOf(body), body, tempKey });
}

export function updateEdu(ctx: ServiceContext, id: number, body: UpdateEduBody, tempKey: string | undefined): Promise<Edu> {
  return updatePost(ctx, eduKind, id, { values: () => valuesOf(body), body, tempKey, removeFileIds: body.removeFileIds });
}

export function deleteEdu(ctx: ServiceContext, id: number): Promise<DeletePostResult> {
  return deletePost(ctx, eduKind, id);
}
