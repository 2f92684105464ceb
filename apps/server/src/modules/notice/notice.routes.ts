import { noticeEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { createNotice, deleteNotice, getNotice, searchNotices, updateNotice } from './notice.service';

/** 공지사항 (docs/product/notice.md): paths, schemas and access come from the contract. */
export const noticeRoutes = [
  route(endpoints.search, ({ ctx, query }) => searchNotices(ctx, query)),
  route(endpoints.create, ({ ctx, query, body }) => createNotice(ctx, body, query.tempKey)),
  route(endpoints.get, ({ ctx, params }) => getNotice(ctx, params.noticeId)),
  route(endpoints.update, ({ ctx, params, query, body }) => updateNotice(ctx, params.noticeId, body, query.tempKey)),
  route(endpoints.delete, ({ ctx, params }) => deleteNotice(ctx, params.noticeId)),
];
