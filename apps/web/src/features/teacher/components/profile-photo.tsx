import { Button, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { TeacherDetail } from '@kg/contract';
import { teacherKo } from '@/i18n/domains/teacher';
import { useUiStore } from '@/stores/ui';
import { useDeleteProfileImage, useUploadProfileImage } from '../api/profile-image';
import { TeacherAvatar } from './teacher-columns';

const t = teacherKo;
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif';

/** 프로필 사진: upload (replaces the old one) or delete. */
export function ProfilePhoto({ teacher }: { teacher: TeacherDetail }) {
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);

  const handleFile = (file: File) => {
    upload.mutate({ tno: teacher.tno, file }, { onSuccess: () => showAlert(t.photoUploaded, 'success') });
    return false; // antd must not upload by itself: the call goes through the API client
  };

  const handleDelete = () =>
    openConfirm(t.confirmPhotoDelete, () => remove.mutate(teacher.tno, { onSuccess: () => showAlert(t.photoDeleted, 'success') }));

  return (
    <section className="record-section" aria-labelledby="teacher-photo">
      <h3 id="teacher-photo" className="record-section-title">
        {t.photo}
      </h3>
      <Space align="center" wrap size="middle">
        <TeacherAvatar url={teacher.pfImgUrl} size={96} />
        <Space direction="vertical">
          <Upload accept={IMAGE_TYPES} showUploadList={false} maxCount={1} beforeUpload={handleFile}>
            <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
              {teacher.pfImgUrl ? t.photoChange : t.photoUpload}
            </Button>
          </Upload>
          {teacher.pfImgUrl && (
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={handleDelete}>
              {t.photoDelete}
            </Button>
          )}
          <span className="record-muted">{t.photoHint}</span>
        </Space>
      </Space>
    </section>
  );
}
