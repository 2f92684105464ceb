import { Button, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT } from '@kg/contract';
import { useUiStore } from '@/stores/ui';

export type ProfileImageLabels = {
  upload: string;
  change: string;
  remove: string;
  confirmRemove: string;
  uploaded: string;
  removed: string;
};

type Props = {
  hasImage: boolean;
  labels: ProfileImageLabels;
  /** the feature's upload and delete calls (their errors are shown by the feature's mutation) */
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  uploading: boolean;
  removing: boolean;
  size?: 'small' | 'middle';
  direction?: 'horizontal' | 'vertical';
};

/**
 * 프로필 사진 buttons of a teacher or a child: choose one image (it replaces the old one) or delete it after the
 * confirm dialog; each success is announced. The feature draws the photo itself.
 */
export function ProfileImageActions({ hasImage, labels, onUpload, onRemove, uploading, removing, size = 'middle', direction = 'horizontal' }: Props) {
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);

  const handleFile = (file: File) => {
    onUpload(file).then(
      () => showAlert(labels.uploaded, 'success'),
      () => undefined,
    );
    return false; // antd must not upload by itself: the call goes through the API client
  };

  const handleRemove = () =>
    openConfirm(labels.confirmRemove, () =>
      onRemove().then(
        () => showAlert(labels.removed, 'success'),
        () => undefined,
      ),
    );

  return (
    <Space wrap direction={direction}>
      <Upload accept={UPLOAD_ACCEPT.image} showUploadList={false} maxCount={1} beforeUpload={handleFile}>
        <Button size={size} icon={<UploadOutlined aria-hidden />} loading={uploading}>
          {hasImage ? labels.change : labels.upload}
        </Button>
      </Upload>
      {hasImage && (
        <Button size={size} danger icon={<DeleteOutlined aria-hidden />} loading={removing} onClick={handleRemove}>
          {labels.remove}
        </Button>
      )}
    </Space>
  );
}
