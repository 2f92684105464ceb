import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeTeacherPasswordBodySchema,
  createTeacherBodySchema,
  okSchema,
  teacherAdminBodySchema,
  teacherDetailSchema,
  teacherIdCheckQuerySchema,
  teacherIdCheckSchema,
  teacherPageSchema,
  teacherParamsSchema,
  teacherPasswordResetSchema,
  teacherProfileBodySchema,
  teacherSearchQuerySchema,
  tnoQuerySchema,
} from '@kg/contract';
import { ADMIN_ROLES, ALL_ROLES } from '../../plugins/access';
import { ok } from '../../lib/reply';
import { responses } from '../../lib/route-schema';
import {
  adminUpdateTeacher,
  checkTeacherId,
  createTeacher,
  deactivateTeacher,
  getTeacher,
  listTeachers,
  updateProfile,
} from './teacher.service';
import { changePassword, resetPassword } from './teacher-password.service';
import { deleteProfileImage, uploadProfileImage } from './teacher-photo.service';

const tags = ['teacher'];

/**
 * 교사 관리 (SPEC §7 Teacher), under /api/v2/teacher. Admin calls are for admins and managers; a teacher reaches
 * their own record, profile, photo and password (the services check whose record it is).
 */
export async function teacherRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '교사 목록 (이름·아이디·연락처 검색, 권한·사용 여부)', querystring: teacherSearchQuerySchema, response: responses(teacherPageSchema) },
    },
    async (request) => ok(await listTeachers(app, request.query)),
  );

  app.get(
    '/id-check',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '아이디 중복 확인 (입력한 그대로)', querystring: teacherIdCheckQuerySchema, response: responses(teacherIdCheckSchema) },
    },
    async (request) => ok(await checkTeacherId(app, request.query.teacherId)),
  );

  app.post(
    '/new',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '교사 등록 (첫 로그인 때 비밀번호 변경)', body: createTeacherBodySchema, response: responses(teacherDetailSchema) },
    },
    async (request) => ok(await createTeacher(app, request, request.body)),
  );

  app.put(
    '/change-password',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags,
        summary: '내 비밀번호 변경 (현재 비밀번호 확인, 다른 기기 로그아웃)',
        querystring: tnoQuerySchema,
        body: changeTeacherPasswordBodySchema,
        response: responses(okSchema),
      },
    },
    async (request) => ok(await changePassword(app, request, request.query.tno, request.body)),
  );

  app.put(
    '/admin/reset-passwd',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '임시 비밀번호 발급 (한 번만 표시)', querystring: tnoQuerySchema, response: responses(teacherPasswordResetSchema) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await resetPassword(app, request, request.query.tno));
    },
  );

  app.put(
    '/admin/:id',
    {
      config: { access: ADMIN_ROLES },
      schema: {
        tags,
        summary: '교사 정보 수정 (권한, 반, 사용 여부)',
        params: teacherParamsSchema,
        body: teacherAdminBodySchema,
        response: responses(teacherDetailSchema),
      },
    },
    async (request) => ok(await adminUpdateTeacher(app, request, request.params.id, request.body)),
  );

  app.delete(
    '/admin/:id',
    {
      config: { access: ADMIN_ROLES },
      schema: { tags, summary: '교사 사용 중지 (기록은 보관, 로그인 즉시 종료)', params: teacherParamsSchema, response: responses(teacherDetailSchema) },
    },
    async (request) => ok(await deactivateTeacher(app, request, request.params.id)),
  );

  app.post(
    '/profile_image/:id',
    {
      config: { access: ALL_ROLES },
      schema: { tags, summary: '프로필 사진 등록 (multipart files, 이미지 한 장)', params: teacherParamsSchema, response: responses(teacherDetailSchema) },
    },
    async (request, reply) => ok(await uploadProfileImage(app, request, reply, request.params.id)),
  );

  app.delete(
    '/profile_image/:id',
    {
      config: { access: ALL_ROLES },
      schema: { tags, summary: '프로필 사진 삭제', params: teacherParamsSchema, response: responses(teacherDetailSchema) },
    },
    async (request) => ok(await deleteProfileImage(app, request, request.params.id)),
  );

  app.get(
    '/:id',
    {
      config: { access: ALL_ROLES },
      schema: { tags, summary: '교사 상세 (본인 또는 관리자)', params: teacherParamsSchema, response: responses(teacherDetailSchema) },
    },
    async (request) => ok(await getTeacher(app, request, request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags,
        summary: '교사 기본 정보 수정 (본인: 이름·연락처·이메일)',
        params: teacherParamsSchema,
        body: teacherProfileBodySchema,
        response: responses(teacherDetailSchema),
      },
    },
    async (request) => ok(await updateProfile(app, request, request.params.id, request.body)),
  );
}
