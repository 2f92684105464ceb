import { noticeEndpoints as endpoints, noticeFamilyEndpoints as family } from '@kg/contract';
import { route } from '../../lib/route';
import { sendFile } from '../file/file.send';
import { createNotice, deleteNotice, getNotice, searchNotices, updateNotice } from './notice.service';
import { getFamilyNotice, listFamilyNotices, openFamilyNoticeFile } from './notice-family.service';

/** 공지사항 (docs/product/notice.md): paths, schemas and access come from the contract. */
export const noticeRoutes = [
  route(endpoints.search, ({ ctx, query }) => searchNotices(ctx, query)),
  route(endpoints.create, ({ ctx, query, body }) => createNotice(ctx, body, query.tempKey)),
  route(endpoints.get, ({ ctx, params }) => getNotice(ctx, params.noticeId)),
  route(endpoints.update, ({ ctx, params, query, body }) => updateNotice(ctx, params.noticeId, body, query.tempKey)),
  route(endpoints.delete, ({ ctx, params }) => deleteNotice(ctx, params.noticeId)),
  // the parent app (docs/product/notice.md#parent-app)
  route(family.list, ({ ctx, query }) => listFamilyNotices(ctx, query)),
  route(family.get, ({ ctx, params }) => getFamilyNotice(ctx, params.noticeId)),
  route(family.file, async ({ ctx, params, request, reply }) => sendFile(ctx.files, request, reply, await openFamilyNoticeFile(ctx, params))),
];
