import { Avatar, Button, Flex, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT, type Child } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';
import { useUiStore } from '@/stores/ui';
import { useDeleteProfileImage, useUploadProfileImage } from '../api/profile-image';

const t = childKo;

/** The child's photo (served by the authorised file route) with upload and delete for admins. */
export function ChildProfilePhoto({ child, editable }: { child: Child; editable: boolean }) {
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);
  const image = child.profileImage;

  return (
    <Flex vertical align="center" gap={8}>
      <Avatar
        size={96}
        shape="square"
        src={image ? (image.thumbnailUrl ?? image.url) : undefined}
        icon={image ? undefined : <UserOutlined aria-hidden />}
        alt={image ? `${child.name} ${t.profilePhoto}` : t.noPhoto}
      />
      {editable && (
        <Space wrap>
          <Upload
            accept={UPLOAD_ACCEPT.image}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              upload.mutate({ childCode: child.childCode, file }, { onSuccess: () => showAlert(t.photoSaved, 'success') });
              return false;
            }}
          >
            <Button size="small" icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
              {image ? t.changePhoto : t.uploadPhoto}
            </Button>
          </Upload>
          {image && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={remove.isPending}
              onClick={() => openConfirm(t.confirmDeletePhoto, () => remove.mutate(child.childCode, { onSuccess: () => showAlert(t.photoDeleted, 'success') }))}
            >
              {t.deletePhoto}
            </Button>
          )}
        </Space>
      )}
    </Flex>
  );
}
