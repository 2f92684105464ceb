import type { Editor } from '@tiptap/react';

/**
 * jsdom has no layout: ProseMirror asks for rectangles when it scrolls the cursor into view and for the element at a
 * point when something is dropped. Zero-sized answers are enough for the tests (installed once per window).
 */
export function installEditorLayoutShims(): void {
  const zeroRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  const rects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = rects;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = zeroRect;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}

/** The TipTap editor inside a rendered RichTextEditor (TipTap keeps it on its element). */
export function editorIn(root: ParentNode = document): Editor {
  const element = root.querySelector('[data-testid="rich-text-editor"] [contenteditable]') as (HTMLElement & { editor?: Editor }) | null;
  if (!element?.editor) throw new Error('no rich-text editor here');
  return element.editor;
}
