import {
  TEACHER_NO_PHOTO_MESSAGE,
  TEACHER_PHOTO_IMAGE_ONLY_MESSAGE,
  TEACHER_PHOTO_REQUIRED_MESSAGE,
  TEACHER_PHOTO_SINGLE_MESSAGE,
  type TeacherDetail,
} from '@kg/contract';
import { requireActor, type ServiceContext } from '../../lib/context';
import type { UploadSource } from '../file/file.upload';
import { removeProfileImage, replaceProfileImage, type ProfileImageOwner } from '../profile-image/profile-image';
import { teacherRepository as repo } from './teacher.repository';
import { TEACHER_SUBJECT, assertCanEdit, loadTeacher, lockTeacher } from './teacher.service';

/** files.ref_type of profile photos (files are read through /api/file/{id}, by any signed-in staff member). */
export const TEACHER_PROFILE_REF = 'TEACHER_PROFILE';

/** A staff member's photo: their own, or another's by an admin or manager (see assertCanEdit); it belongs to no class. */
const teacherPhoto: ProfileImageOwner = {
  refType: TEACHER_PROFILE_REF,
  subjectType: TEACHER_SUBJECT,
  audit: { set: 'TEACHER_PHOTO_CHANGED', deleted: 'TEACHER_PHOTO_DELETED' },
  messages: {
    imageOnly: TEACHER_PHOTO_IMAGE_ONLY_MESSAGE,
    required: TEACHER_PHOTO_REQUIRED_MESSAGE,
    single: TEACHER_PHOTO_SINGLE_MESSAGE,
    missing: TEACHER_NO_PHOTO_MESSAGE,
  },
  async lock(ctx, db, id) {
    const row = await lockTeacher(db, id);
    assertCanEdit(requireActor(ctx), row);
    return { profileFileId: row.profileFileId, fileClassId: null };
  },
  setFileId: (_ctx, tx, id, fileId) => repo.update(tx, id, { profileFileId: fileId }),
};

/** POST /teacher/profile_image/{id}: one image in the multipart field `files`; it replaces the previous photo. */
export async function uploadProfileImage(ctx: ServiceContext, id: number, source: UploadSource): Promise<TeacherDetail> {
  await replaceProfileImage(ctx, teacherPhoto, id, source);
  return loadTeacher(ctx.db, id);
}

/** DELETE /teacher/profile_image/{id}: removes the photo and its file. */
export async function deleteProfileImage(ctx: ServiceContext, id: number): Promise<TeacherDetail> {
  await removeProfileImage(ctx, teacherPhoto, id);
  return loadTeacher(ctx.db, id);
}
