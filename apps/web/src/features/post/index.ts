import './post.css';

/**
 * The shared machinery of the website posts (공지사항, 교육 프로그램, 행사): uploads under one tempKey, the write form,
 * the audience, attachments, preview, detail and list columns. A domain passes its reference type, paths and fields.
 */
export { downloadAttachment, uploadPostAttachment, uploadPostEditorImage } from './api/post-files';
export { usePostClassOptions } from './api/post-class-options';
export { FileIcon } from './components/file-icon';
export { PostAttachmentList } from './components/post-attachment-list';
export { POST_ATTACHMENT_ACCEPT, PostAttachmentsField } from './components/post-attachments-field';
export { PostAudienceField } from './components/post-audience-field';
export {
  PostAudienceTags,
  PostCard,
  audienceText,
  postAttachmentColumn,
  postAudienceColumn,
  postAuthorColumn,
  postDateColumn,
  postTitleColumn,
  postViewCountColumn,
  type PostListFields,
} from './components/post-columns';
export { PostDetail, type PostDetailFields, type PostEditState, type PostMetaItem } from './components/post-detail';
export { PostForm, type PostFormProps, type PostFormValues, type PostSaveFiles } from './components/post-form';
export { PostPreviewModal } from './components/post-preview-modal';
export { PostWriteButton, usePostCreateExit, usePostEditExit } from './post-navigation';
export { usePostUploads, type PostUploads, type PostUploadsOptions } from './use-post-uploads';
export { usePostWriter, type PostWriter } from './use-post-writer';
import './post.css';
