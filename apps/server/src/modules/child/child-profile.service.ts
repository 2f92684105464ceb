import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CHILD_NOT_FOUND_MESSAGE,
  CHILD_PROFILE_IMAGE_MISSING_MESSAGE,
  CHILD_PROFILE_IMAGE_ONLY_MESSAGE,
  CHILD_PROFILE_IMAGE_REQUIRED_MESSAGE,
  type ChildProfileImage,
} from '@kg/contract';
import { requirePrincipal } from '../../plugins/access';
import { invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { attachTempFiles, deleteFilesByRef } from '../file/file.service';
import { CHILD_PROFILE_REF, childRepository as repo, profileFileClassId } from './child.repository';
import { CHILD_SUBJECT } from './child.service';
import { multipartSource } from '../file/file.multipart';

/** POST profile-image/{id}: one image (field `files`) replaces the child's profile photo. */
export async function setProfileImage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, id: number): Promise<ChildProfileImage> {
  const principal = requirePrincipal(request);
  const child = await repo.findById(app.db, id);
  if (!child) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  const { tempKey } = await app.files.receive(multipartSource(request, reply), {
    uploader: principal,
    purpose: CHILD_PROFILE_REF,
    classId: profileFileClassId(child.classId),
    kinds: ['image'],
    kindMessage: CHILD_PROFILE_IMAGE_ONLY_MESSAGE,
    requiredMessage: CHILD_PROFILE_IMAGE_REQUIRED_MESSAGE,
    maxFiles: 1,
    tooManyFiles: () => invalid('files', CHILD_PROFILE_IMAGE_REQUIRED_MESSAGE),
  });
  const { previous, attached } = await app.db.transaction(async (tx) => {
    const row = await repo.lock(tx, id);
    if (!row) throw notFound(CHILD_NOT_FOUND_MESSAGE);
    const old = await deleteFilesByRef(tx, CHILD_PROFILE_REF, id);
    const [file] = await attachTempFiles(tx, {
      tempKey,
      refType: CHILD_PROFILE_REF,
      refId: id,
      classId: profileFileClassId(row.classId),
      uploadedBy: principal.tno,
    });
    await repo.update(tx, id, { profileFileId: file.id, updatedAt: new Date() });
    await writeAudit(tx, request, {
      action: 'CHILD_PROFILE_IMAGE_SET',
      subjectType: CHILD_SUBJECT,
      subjectId: id,
      detail: { fileId: file.id, replacedFileIds: old.map((f) => f.id) },
    });
    return { previous: old, attached: file };
  });
  await app.files.purge(previous);
  return { childCode: id, profileImage: app.files.presentFile(attached) };
}

/** DELETE profile-image/{id}: removes the photo (404 when there is none). */
export async function deleteProfileImage(app: FastifyInstance, request: FastifyRequest, id: number): Promise<ChildProfileImage> {
  const removed = await app.db.transaction(async (tx) => {
    const row = await repo.lock(tx, id);
    if (!row) throw notFound(CHILD_NOT_FOUND_MESSAGE);
    const old = await deleteFilesByRef(tx, CHILD_PROFILE_REF, id);
    if (old.length === 0) throw notFound(CHILD_PROFILE_IMAGE_MISSING_MESSAGE);
    await repo.update(tx, id, { profileFileId: null, updatedAt: new Date() });
    await writeAudit(tx, request, {
      action: 'CHILD_PROFILE_IMAGE_DELETED',
      subjectType: CHILD_SUBJECT,
      subjectId: id,
      detail: { fileIds: old.map((f) => f.id) },
    });
    return old;
  });
  await app.files.purge(removed);
  return { childCode: id, profileImage: null };
}
