import { Space } from 'antd';
import type { TeacherDetail } from '@kg/contract';
import { ProfileImageActions, type ProfileImageLabels } from '@/components/profile-image-actions';
import { teacherKo } from '@/i18n/domains/teacher';
import { useDeleteProfileImage, useUploadProfileImage } from '../api/profile-image';
import { TeacherAvatar } from './teacher-columns';

const t = teacherKo;
const LABELS: ProfileImageLabels = {
  upload: t.photoUpload,
  change: t.photoChange,
  remove: t.photoDelete,
  confirmRemove: t.confirmPhotoDelete,
  uploaded: t.photoUploaded,
  removed: t.photoDeleted,
};

/** 프로필 사진: upload (replaces the old one) or delete. */
export function ProfilePhoto({ teacher }: { teacher: TeacherDetail }) {
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();
  return (
    <section className="record-section" aria-labelledby="teacher-photo">
      <h3 id="teacher-photo" className="record-section-title">
        {t.photo}
      </h3>
      <Space align="center" wrap size="middle">
        <TeacherAvatar url={teacher.pfImgUrl} size={96} />
        <Space direction="vertical">
          <ProfileImageActions
            hasImage={teacher.pfImgUrl !== null}
            labels={LABELS}
            onUpload={(file) => upload.mutateAsync({ tno: teacher.tno, file })}
            onRemove={() => remove.mutateAsync(teacher.tno)}
            uploading={upload.isPending}
            removing={remove.isPending}
            direction="vertical"
          />
          <span className="record-muted">{t.photoHint}</span>
        </Space>
      </Space>
    </section>
  );
}
