import { Avatar, Flex } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { Child } from '@kg/contract';
import { ProfileImageActions, type ProfileImageLabels } from '@/components/profile-image-actions';
import { childKo } from '@/i18n/domains/child';
import { useDeleteProfileImage, useUploadProfileImage } from '../api/profile-image';

const t = childKo;
const LABELS: ProfileImageLabels = {
  upload: t.uploadPhoto,
  change: t.changePhoto,
  remove: t.deletePhoto,
  confirmRemove: t.confirmDeletePhoto,
  uploaded: t.photoSaved,
  removed: t.photoDeleted,
};

/** The child's photo (served by the authorised file route) with upload and delete for admins. */
export function ChildProfilePhoto({ child, editable }: { child: Child; editable: boolean }) {
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();
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
        <ProfileImageActions
          hasImage={image !== null}
          labels={LABELS}
          onUpload={(file) => upload.mutateAsync({ childCode: child.childCode, file })}
          onRemove={() => remove.mutateAsync(child.childCode)}
          uploading={upload.isPending}
          removing={remove.isPending}
          size="small"
        />
      )}
    </Flex>
  );
}
