import { CHILD_IMPORT_FILE_REQUIRED_MESSAGE, CHILD_IMPORT_NOT_XLSX_MESSAGE, CHILD_XLSX_MAX_BYTES, childEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { readWorkbookUpload, sendWorkbook } from '../../lib/xlsx-http';
import { multipartSource } from '../file/file.multipart';
import {
  changeChildStatus,
  createChild,
  deleteChild,
  getChild,
  listClassChildren,
  listClassOptions,
  listUnassignedChildren,
  searchChildren,
  updateChild,
} from './child.service';
import { assignClasses, resetClasses } from './child-class.service';
import { destroyChildren, listChildrenToBeDeleted } from './child-retention.service';
import { deleteProfileImage, setProfileImage } from './child-profile.service';
import { exportChildren, importChildren, importTemplate } from './child-excel.service';

const workbookUpload = { maxBytes: CHILD_XLSX_MAX_BYTES, requiredMessage: CHILD_IMPORT_FILE_REQUIRED_MESSAGE, notXlsxMessage: CHILD_IMPORT_NOT_XLSX_MESSAGE };

/** 원아: paths, schemas and access come from the contract's endpoints. */
export const childRoutes = [
  route(endpoints.create, ({ ctx, body }) => createChild(ctx, body)),
  route(endpoints.search, ({ ctx, query }) => searchChildren(ctx, query)),
  route(endpoints.exportExcel, async ({ ctx, query, reply }) => sendWorkbook(reply, await exportChildren(ctx, query))),
  route(endpoints.importTemplate, async ({ ctx, reply }) => sendWorkbook(reply, await importTemplate(ctx))),
  route(endpoints.importExcel, async ({ ctx, request }) => importChildren(ctx, await readWorkbookUpload(request, workbookUpload))),
  route(endpoints.classOptions, ({ ctx }) => listClassOptions(ctx)),
  route(endpoints.listOfClass, ({ ctx, params, query }) => listClassChildren(ctx, params.classId, query)),
  route(endpoints.unassigned, ({ ctx }) => listUnassignedChildren(ctx)),
  route(endpoints.assignClass, ({ ctx, body }) => assignClasses(ctx, body)),
  route(endpoints.resetClass, ({ ctx, body }) => resetClasses(ctx, body)),
  route(endpoints.changeStatus, ({ ctx, params, query }) => changeChildStatus(ctx, params.childCode, query.status)),
  route(endpoints.toBeDeleted, ({ ctx, query }) => listChildrenToBeDeleted(ctx, query)),
  route(endpoints.destroy, ({ ctx, body }) => destroyChildren(ctx, body)),
  route(endpoints.uploadProfileImage, ({ ctx, params, request, reply }) => setProfileImage(ctx, params.id, multipartSource(request, reply))),
  route(endpoints.deleteProfileImage, ({ ctx, params }) => deleteProfileImage(ctx, params.id)),
  route(endpoints.get, ({ ctx, params }) => getChild(ctx, params.id)),
  route(endpoints.update, ({ ctx, params, body }) => updateChild(ctx, params.id, body)),
  route(endpoints.delete, ({ ctx, params }) => deleteChild(ctx, params.id)),
];
