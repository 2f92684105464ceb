import {
  CHILD_NOT_FOUND_MESSAGE,
  CHILD_PROFILE_IMAGE_MISSING_MESSAGE,
  CHILD_PROFILE_IMAGE_ONLY_MESSAGE,
  CHILD_PROFILE_IMAGE_REQUIRED_MESSAGE,
  type ChildProfileImage,
} from '@kg/contract';
import type { ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { UploadSource } from '../file/file.upload';
import { removeProfileImage, replaceProfileImage, type ProfileImageOwner } from '../profile-image/profile-image';
import { CHILD_PROFILE_REF, childRepository as repo, profileFileClassId } from './child.repository';
import { CHILD_SUBJECT } from './child.service';

/** A child's photo (admins and managers change it); it carries the child's class, so only that teacher may open it. */
const childPhoto: ProfileImageOwner = {
  refType: CHILD_PROFILE_REF,
  subjectType: CHILD_SUBJECT,
  audit: { set: 'CHILD_PROFILE_IMAGE_SET', deleted: 'CHILD_PROFILE_IMAGE_DELETED' },
  messages: {
    imageOnly: CHILD_PROFILE_IMAGE_ONLY_MESSAGE,
    required: CHILD_PROFILE_IMAGE_REQUIRED_MESSAGE,
    single: CHILD_PROFILE_IMAGE_REQUIRED_MESSAGE,
    missing: CHILD_PROFILE_IMAGE_MISSING_MESSAGE,
  },
  async lock(_ctx, db, id) {
    const row = await repo.lock(db, id);
    if (!row) throw notFound(CHILD_NOT_FOUND_MESSAGE);
    return { profileFileId: row.profileFileId, fileClassId: profileFileClassId(row.classId) };
  },
  setFileId: (ctx, tx, id, fileId) => repo.update(tx, id, { profileFileId: fileId, updatedAt: ctx.now() }),
};

/** POST profile-image/{id}: one image (field `files`) replaces the child's profile photo. */
export async function setProfileImage(ctx: ServiceContext, id: number, source: UploadSource): Promise<ChildProfileImage> {
  const file = await replaceProfileImage(ctx, childPhoto, id, source);
  return { childCode: id, profileImage: ctx.files.presentFile(file) };
}

/** DELETE profile-image/{id}: removes the photo (404 when there is none). */
export async function deleteProfileImage(ctx: ServiceContext, id: number): Promise<ChildProfileImage> {
  await removeProfileImage(ctx, childPhoto, id);
  return { childCode: id, profileImage: null };
}
