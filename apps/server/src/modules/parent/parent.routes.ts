import { parentEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { sendWorkbook } from '../../lib/xlsx-http';
import { exportParents } from './parent-excel.service';
import {
  addParentContact,
  changeParentInfo,
  changeParentStatus,
  createParentForChild,
  destroyParents,
  forceParentPassword,
  getParent,
  linkParentToChild,
  listChildrenOfParent,
  listClassParents,
  listParentsToBeDeleted,
  removeParentContact,
  resetParentFailed,
  searchLinkCandidates,
  searchParents,
  unlinkParentFromChild,
} from './parent.service';

/** 학부모: paths, schemas and access come from the contract's endpoints. */
export const parentRoutes = [
  route(endpoints.search, ({ ctx, query }) => searchParents(ctx, query)),
  route(endpoints.exportExcel, async ({ ctx, query, reply }) => sendWorkbook(reply, await exportParents(ctx, query))),
  route(endpoints.get, ({ ctx, params }) => getParent(ctx, params.id)),
  route(endpoints.childrenOf, ({ ctx, query }) => listChildrenOfParent(ctx, query.pno)),
  route(endpoints.listOfClass, ({ ctx, params, query }) => listClassParents(ctx, params.classId, query)),
  route(endpoints.toBeDeleted, ({ ctx, query }) => listParentsToBeDeleted(ctx, query)),
  route(endpoints.destroy, ({ ctx, body }) => destroyParents(ctx, body)),
  route(endpoints.setStop, ({ ctx, body }) => changeParentStatus(ctx, body.pno, body.stopped ? 'stop' : 'resume')),
  route(endpoints.setBlock, ({ ctx, body }) => changeParentStatus(ctx, body.pno, body.blocked ? 'block' : 'unblock')),
  route(endpoints.resetFailed, ({ ctx, body }) => resetParentFailed(ctx, body)),
  route(endpoints.forcePassword, ({ ctx, params, body, query }) =>
    forceParentPassword(ctx, params.id, body?.newPassword ?? query?.newPassword),
  ),
  route(endpoints.changeInfo, ({ ctx, body }) => changeParentInfo(ctx, body)),
  route(endpoints.createForChild, ({ ctx, params, body }) => createParentForChild(ctx, params.id, body)),
  route(endpoints.linkCandidates, ({ ctx, params, query }) => searchLinkCandidates(ctx, params.id, query)),
  route(endpoints.linkToChild, ({ ctx, params, body }) => linkParentToChild(ctx, params.id, body)),
  route(endpoints.unlinkFromChild, ({ ctx, params }) => unlinkParentFromChild(ctx, params.id, params.pno)),
  route(endpoints.addPhone, ({ ctx, params, body }) => addParentContact(ctx, 'phone', params.id, body)),
  route(endpoints.removePhone, ({ ctx, params }) => removeParentContact(ctx, 'phone', params.id, params.entryId)),
  route(endpoints.addEmail, ({ ctx, params, body }) => addParentContact(ctx, 'email', params.id, body)),
  route(endpoints.removeEmail, ({ ctx, params }) => removeParentContact(ctx, 'email', params.id, params.entryId)),
  route(endpoints.addMobile, ({ ctx, params, body }) => addParentContact(ctx, 'mobile', params.id, body)),
  route(endpoints.removeMobile, ({ ctx, params }) => removeParentContact(ctx, 'mobile', params.id, params.entryId)),
];
