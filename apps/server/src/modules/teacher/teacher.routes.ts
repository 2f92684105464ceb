import { teacherEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { multipartSource } from '../file/file.multipart';
import { adminUpdateTeacher, checkTeacherId, createTeacher, deactivateTeacher, getTeacher, listTeachers, updateProfile } from './teacher.service';
import { changePassword, resetPassword } from './teacher-password.service';
import { deleteProfileImage, uploadProfileImage } from './teacher-photo.service';

/**
 * 교사 관리: paths, schemas and access come from the contract's endpoints. A teacher reaches their
 * own record, profile, photo and password (the services check whose record it is).
 */
export const teacherRoutes = [
  route(endpoints.search, ({ ctx, query }) => listTeachers(ctx, query)),
  route(endpoints.checkId, ({ ctx, query }) => checkTeacherId(ctx, query.teacherId)),
  route(endpoints.create, ({ ctx, body }) => createTeacher(ctx, body)),
  route(endpoints.changePassword, ({ ctx, query, body }) => changePassword(ctx, query.tno, body)),
  route(endpoints.resetPassword, async ({ ctx, query, reply }) => {
    reply.header('cache-control', 'no-store'); // the one-time password is answered once and never cached
    return resetPassword(ctx, query.tno);
  }),
  route(endpoints.adminUpdate, ({ ctx, params, body }) => adminUpdateTeacher(ctx, params.id, body)),
  route(endpoints.deactivate, ({ ctx, params }) => deactivateTeacher(ctx, params.id)),
  route(endpoints.uploadProfileImage, ({ ctx, params, request, reply }) => uploadProfileImage(ctx, params.id, multipartSource(request, reply))),
  route(endpoints.deleteProfileImage, ({ ctx, params }) => deleteProfileImage(ctx, params.id)),
  route(endpoints.get, ({ ctx, params }) => getTeacher(ctx, params.id)),
  route(endpoints.updateProfile, ({ ctx, params, body }) => updateProfile(ctx, params.id, body)),
];
