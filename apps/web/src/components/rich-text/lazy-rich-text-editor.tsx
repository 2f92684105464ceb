import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { ko } from '@/i18n/ko';
import type { RichTextEditorProps } from './rich-text-types';

export type { RichTextEditorHandle, RichTextEditorProps, UploadEditorImage } from './rich-text-types';

/** TipTap and ProseMirror load with the first write or edit page that shows the editor: a chunk of their own. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

function EditorSkeleton() {
  return (
    <div className="rich-text-editor is-loading" role="status" aria-label={ko.post.editor.loading} data-testid="rich-text-editor-loading">
      <Skeleton active title={false} paragraph={{ rows: 5 }} />
    </div>
  );
}

/** The rich-text editor (see rich-text-editor.tsx), loaded on demand; a skeleton stands in while it loads. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
