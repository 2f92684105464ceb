import type { Ref } from 'react';

/**
 * Uploads one image the user pasted, dropped or picked in the editor and resolves to the URL the server serves it
 * from (`/api/file/{id}`), which the editor puts in an <img>. A rejection carries the server's error (ApiError).
 */
export type UploadEditorImage = (file: File, options: { onProgress: (percent: number) => void }) => Promise<string>;

/** What antd's Form.Item (or a page) can do with the editor. */
export type RichTextEditorHandle = {
  focus: () => void;
};

/** Props of the rich-text editor, shaped like an antd form control (value / onChange). */
export type RichTextEditorProps = {
  /** the HTML; '' when empty */
  value?: string;
  /** every change, as HTML ('' for an empty document) */
  onChange?: (html: string) => void;
  onUploadImage: UploadEditorImage;
  placeholder?: string;
  disabled?: boolean;
  /** given by Form.Item: the wrapper carries it, so scrolling to a bad field finds the editor */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  ref?: Ref<RichTextEditorHandle>;
};
