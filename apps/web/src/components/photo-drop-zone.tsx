import { Upload, type UploadProps } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT } from '@kg/contract';
import { ko } from '@/i18n/ko';

type PhotoDropZoneProps = {
  /** called once per picked or dropped file, with the whole pick or drop as `batch`; antd's own list is never used */
  onFile: (file: File, batch: File[]) => void;
};

/** Where the photo lists (the album form, facility photos) take photos: dropped in, or picked with a click. */
export function PhotoDropZone({ onFile }: PhotoDropZoneProps) {
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    onFile(file, batch);
    return Upload.LIST_IGNORE;
  };
  return (
    <Upload.Dragger multiple accept={UPLOAD_ACCEPT.image} showUploadList={false} beforeUpload={beforeUpload}>
      <p className="ant-upload-drag-icon">
        <InboxOutlined aria-hidden />
      </p>
      <p className="ant-upload-text">{ko.upload.dropPhotosTitle}</p>
      <p className="ant-upload-hint">{ko.upload.dropPhotosHint}</p>
    </Upload.Dragger>
  );
}
