import { Modal } from 'antd';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { ko } from '@/i18n/ko';

const t = ko.post;

type PostPreviewModalProps = {
  open: boolean;
  title: string;
  /** the editor's HTML */
  html: string;
  onClose: () => void;
};

/** '미리보기': the post's title and text as its detail page will show them. */
export function PostPreviewModal({ open, title, html, onClose }: PostPreviewModalProps) {
  return (
    <Modal
      open={open}
      title={t.preview}
      onCancel={onClose}
      footer={null}
      width={840}
      destroyOnHidden
      className="post-preview-modal"
    >
      <article className="post-preview" aria-label={t.preview}>
        <h2 className="post-detail-title">{title.trim() || '-'}</h2>
        {html ? <RichTextView html={html} className="post-detail-content" /> : <p className="record-muted">{t.previewEmpty}</p>}
      </article>
    </Modal>
  );
}
