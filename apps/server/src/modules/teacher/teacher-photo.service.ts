import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TEACHER_NO_PHOTO_MESSAGE,
  TEACHER_PHOTO_IMAGE_ONLY_MESSAGE,
  TEACHER_PHOTO_REQUIRED_MESSAGE,
  TEACHER_PHOTO_SINGLE_MESSAGE,
  type TeacherDetail,
} from '@kg/contract';
import { requirePrincipal } from '../../plugins/access';
import { invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { teacherRepository as repo } from './teacher.repository';
import { TEACHER_SUBJECT, assertCanEdit, loadTeacher, lockTeacher } from './teacher.service';
import { multipartSource } from '../file/file.multipart';

/** files.ref_type of profile photos (files are read through /api/file/{id}, by any signed-in staff member). */
export const TEACHER_PROFILE_REF = 'TEACHER_PROFILE';

/**
 * POST /teacher/profile_image/{id}: one image in the multipart field `files` (re-encoded, EXIF stripped by the file
 * pipeline). It replaces the previous photo, whose file is deleted.
 */
export async function uploadProfileImage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, id: number): Promise<TeacherDetail> {
  const principal = requirePrincipal(request);
  assertCanEdit(principal, await lockTeacher(app.db, id));
  const { tempKey, rows } = await app.files.receive(multipartSource(request, reply), {
    uploader: principal,
    purpose: TEACHER_PROFILE_REF,
    classId: null,
    kinds: ['image'],
    kindMessage: TEACHER_PHOTO_IMAGE_ONLY_MESSAGE,
    requiredMessage: TEACHER_PHOTO_REQUIRED_MESSAGE,
    maxFiles: 1,
    tooManyFiles: () => invalid('files', TEACHER_PHOTO_SINGLE_MESSAGE),
  });
  return app.db.transaction(async (tx) => {
    const target = await lockTeacher(tx, id);
    const previous = await app.files.deleteFilesByRef(tx, TEACHER_PROFILE_REF, id);
    await app.files.attachTempFiles(tx, { tempKey, refType: TEACHER_PROFILE_REF, refId: id, classId: null, uploadedBy: principal.tno });
    await repo.update(tx, id, { profileFileId: rows[0].id });
    await writeAudit(tx, request, {
      action: 'TEACHER_PHOTO_CHANGED',
      subjectType: TEACHER_SUBJECT,
      subjectId: id,
      detail: { fileId: rows[0].id, replacedFileIds: previous.map((f) => f.id), hadPhoto: target.profileFileId !== null },
    });
    return loadTeacher(tx, id);
  });
}

/** DELETE /teacher/profile_image/{id}: removes the photo and its file. */
export async function deleteProfileImage(app: FastifyInstance, request: FastifyRequest, id: number): Promise<TeacherDetail> {
  const principal = requirePrincipal(request);
  return app.db.transaction(async (tx) => {
    const target = await lockTeacher(tx, id);
    assertCanEdit(principal, target);
    if (target.profileFileId === null) throw notFound(TEACHER_NO_PHOTO_MESSAGE);
    const removed = await app.files.deleteFilesByRef(tx, TEACHER_PROFILE_REF, id);
    await repo.update(tx, id, { profileFileId: null });
    await writeAudit(tx, request, {
      action: 'TEACHER_PHOTO_DELETED',
      subjectType: TEACHER_SUBJECT,
      subjectId: id,
      detail: { fileIds: removed.map((f) => f.id) },
    });
    return loadTeacher(tx, id);
  });
}
