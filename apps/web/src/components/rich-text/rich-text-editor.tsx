import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, Form, Input, Modal, Progress } from 'antd';
import {
  BoldOutlined,
  CloseOutlined,
  ItalicOutlined,
  LinkOutlined,
  LoadingOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { EditorProps } from '@tiptap/pm/view';
import { StarterKit } from '@tiptap/starter-kit';
import { Image } from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EDITOR_IMAGE_ONLY_MESSAGE, UPLOAD_ACCEPT } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { uploadErrorMessage } from '@/lib/upload-error';
import type { RichTextEditorProps, UploadEditorImage } from './rich-text-types';
import './rich-text.css';
import './rich-text-editor.css';

const t = ko.post.editor;

/** The links the server keeps (docs/product/website.md#rich-text): http, https and mailto only. */
const ALLOWED_LINK = /^(?:https?:\/\/|mailto:)/i;
export const isAllowedLink = (url: string): boolean => ALLOWED_LINK.test(url.trim());

/** 'www.example.com' → 'https://www.example.com'; anything with a scheme stays as typed. */
export function normaliseLink(input: string): string {
  const url = input.trim();
  if (url === '' || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(url)) return `mailto:${url}`;
  return `https://${url.replace(/^\/+/, '')}`;
}

const isImage = (file: File) => file.type.startsWith('image/');

type UploadState = { current: number; total: number; percent: number } | null;

/**
 * Uploads pasted, dropped or picked image files one after another (the server takes one per request) and puts each
 * into the document where it was dropped, or at the cursor. Non-images are refused with the server's own message.
 */
function useImageUploads(editorRef: { current: Editor | null }, uploadRef: { current: UploadEditorImage }) {
  const [progress, setProgress] = useState<UploadState>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const uploadImages = async (files: File[], position: number | null) => {
    const images = files.filter(isImage);
    setError(images.length < files.length ? EDITOR_IMAGE_ONLY_MESSAGE : null);
    if (images.length === 0 || busy.current) return;
    busy.current = true;
    let at = position;
    try {
      for (const [index, file] of images.entries()) {
        setProgress({ current: index + 1, total: images.length, percent: 0 });
        let url: string;
        try {
          url = await uploadRef.current(file, {
            onProgress: (percent) => setProgress({ current: index + 1, total: images.length, percent }),
          });
        } catch (failure) {
          setError(uploadErrorMessage(failure));
          return;
        }
        const editor = editorRef.current;
        if (!editor || editor.isDestroyed) return;
        const image = { type: 'image', attrs: { src: url } };
        const chain = editor.chain().focus();
        const size = editor.state.doc.content.size;
        (at === null ? chain.insertContent(image) : chain.insertContentAt(Math.min(at, size), image)).run();
        // the next one follows this one (the image just put in is selected: it must not be replaced)
        at = editor.state.selection.to;
      }
    } finally {
      busy.current = false;
      setProgress(null);
    }
  };

  return { progress, error, dismissError: () => setError(null), uploadImages };
}

type ToolButtonProps = { label: string; icon: ReactNode; active?: boolean; disabled?: boolean; onClick: () => void };

function ToolButton({ label, icon, active, disabled, onClick }: ToolButtonProps) {
  return (
    <Button
      type="text"
      icon={icon}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      className={active ? 'rich-text-tool is-active' : 'rich-text-tool'}
      disabled={disabled}
      // the editor keeps its selection (and the phone its keyboard) while a tool is pressed
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    />
  );
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hasSelection = !editor.state.selection.empty;
  const current = editor.getAttributes('link').href as string | undefined;

  useEffect(() => {
    if (!open) return;
    setUrl(current ?? '');
    setText('');
    setError(null);
  }, [open, current]);

  const apply = () => {
    const href = normaliseLink(url);
    if (href === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedLink(href)) {
      setError(t.linkInvalid);
      return;
    }
    if (hasSelection || current) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    else {
      const label = text.trim() || href;
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: label, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    }
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t.linkTitle}
      okText={t.linkApply}
      cancelText={ko.common.cancel}
      onOk={apply}
      onCancel={onClose}
      destroyOnHidden
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {current && (
            <Button
              danger
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onClose();
              }}
            >
              {t.linkRemove}
            </Button>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <div className="form-field">
        <label htmlFor="rich-text-link-url">{t.linkUrl}</label>
        <Input
          id="rich-text-link-url"
          value={url}
          inputMode="url"
          placeholder={t.linkPlaceholder}
          onChange={(event) => setUrl(event.target.value)}
          onPressEnter={(event) => {
            if (!event.nativeEvent.isComposing) apply();
          }}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rich-text-link-error' : undefined}
          autoFocus
        />
        {error && (
          <p id="rich-text-link-error" className="field-error">
            {error}
          </p>
        )}
      </div>
      {!hasSelection && !current && (
        <div className="form-field">
          <label htmlFor="rich-text-link-text">{t.linkText}</label>
          <Input id="rich-text-link-text" value={text} onChange={(event) => setText(event.target.value)} />
        </div>
      )}
    </Modal>
  );
}

function Toolbar({ editor, onPickImage, onLink, disabled }: { editor: Editor; onPickImage: () => void; onLink: () => void; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => command(editor.chain().focus()).run();
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={t.toolbar}>
      <ToolButton label={t.bold} icon={<BoldOutlined aria-hidden />} active={state.bold} disabled={disabled} onClick={run((c) => c.toggleBold())} />
      <ToolButton label={t.italic} icon={<ItalicOutlined aria-hidden />} active={state.italic} disabled={disabled} onClick={run((c) => c.toggleItalic())} />
      <ToolButton label={t.strike} icon={<StrikethroughOutlined aria-hidden />} active={state.strike} disabled={disabled} onClick={run((c) => c.toggleStrike())} />
      <span className="rich-text-toolbar-divider" aria-hidden />
      <ToolButton
        label={t.heading}
        icon={<span className="rich-text-tool-text" aria-hidden>H2</span>}
        active={state.h2}
        disabled={disabled}
        onClick={run((c) => c.toggleHeading({ level: 2 }))}
      />
      <ToolButton
        label={t.subheading}
        icon={<span className="rich-text-tool-text" aria-hidden>H3</span>}
        active={state.h3}
        disabled={disabled}
        onClick={run((c) => c.toggleHeading({ level: 3 }))}
      />
      <ToolButton label={t.bulletList} icon={<UnorderedListOutlined aria-hidden />} active={state.bulletList} disabled={disabled} onClick={run((c) => c.toggleBulletList())} />
      <ToolButton label={t.orderedList} icon={<OrderedListOutlined aria-hidden />} active={state.orderedList} disabled={disabled} onClick={run((c) => c.toggleOrderedList())} />
      <ToolButton
        label={t.blockquote}
        icon={<span className="rich-text-tool-text is-quote" aria-hidden>“</span>}
        active={state.blockquote}
        disabled={disabled}
        onClick={run((c) => c.toggleBlockquote())}
      />
      <span className="rich-text-toolbar-divider" aria-hidden />
      <ToolButton label={t.link} icon={<LinkOutlined aria-hidden />} active={state.link} disabled={disabled} onClick={onLink} />
      <ToolButton label={t.image} icon={<PictureOutlined aria-hidden />} disabled={disabled} onClick={onPickImage} />
      <span className="rich-text-toolbar-divider" aria-hidden />
      <ToolButton label={t.undo} icon={<UndoOutlined aria-hidden />} disabled={disabled || !state.canUndo} onClick={run((c) => c.undo())} />
      <ToolButton label={t.redo} icon={<RedoOutlined aria-hidden />} disabled={disabled || !state.canRedo} onClick={run((c) => c.redo())} />
    </div>
  );
}

/**
 * The HTML of the document as the form keeps it: '' when there is nothing in it, and without the empty paragraph the
 * editor keeps after a last heading or image so the cursor can go there.
 */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, ''));

/**
 * The one rich-text editor of the app (TipTap): headings, marks, lists, quotes, links (http, https, mailto) and
 * images uploaded through `onUploadImage` — pasted, dropped or picked with '사진' — never inlined as data. It is an
 * antd form control (value / onChange). Korean input: no key handling of its own, and `value` is put back into the
 * document only when it differs from what the editor last reported (a restored draft, a loaded post), never while
 * typing, so an IME composition is never interrupted.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, onUploadImage, placeholder, disabled = false, id, ref } = props;
  const { status } = Form.Item.useStatus();
  const onChangeRef = useRef(onChange);
  const uploadRef = useRef(onUploadImage);
  const editorRef = useRef<Editor | null>(null);
  /** what the editor last reported (or was given): an echo of it is not put back into the document */
  const reported = useRef<string | undefined>(value);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const images = useImageUploads(editorRef, uploadRef);
  const uploadImagesRef = useRef(images.uploadImages);

  const ariaAttributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true' };
  for (const name of ['aria-label', 'aria-labelledby', 'aria-describedby', 'aria-invalid', 'aria-required'] as const) {
    const attribute = props[name];
    if (attribute !== undefined && attribute !== false) ariaAttributes[name] = String(attribute);
  }
  if (!ariaAttributes['aria-label'] && !ariaAttributes['aria-labelledby']) ariaAttributes['aria-label'] = t.label;
  const ariaKey = JSON.stringify(ariaAttributes);

  // options keep their identity between renders: TipTap re-applies changed options to the view on every render, and
  // a form re-renders the editor on every keystroke
  const [extensions] = useState(() => [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (url) => isAllowedLink(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    Image.configure({ allowBase64: false, inline: false }),
    Placeholder.configure({ placeholder: placeholder ?? '' }),
  ]);
  const [initialContent] = useState(() => value ?? '');
  const [initiallyEditable] = useState(() => !disabled);
  const editorProps = useMemo<EditorProps>(
    () => ({
      attributes: { class: 'rich-text rich-text-editor-content', ...(JSON.parse(ariaKey) as Record<string, string>) },
      handlePaste: (_view, event) => {
        const clipboard = event.clipboardData;
        const files = Array.from(clipboard?.files ?? []);
        // text copied from a word processor often comes with a picture of itself: the text wins
        if (files.length === 0 || clipboard?.getData('text/plain').trim()) return false;
        event.preventDefault();
        void uploadImagesRef.current(files, null);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (moved || files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
        void uploadImagesRef.current(files, at);
        return true;
      },
    }),
    [ariaKey],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: initiallyEditable,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      reported.current = html;
      onChangeRef.current?.(html);
    },
  });

  // the latest callbacks for the editor's handlers (registered once)
  useEffect(() => {
    editorRef.current = editor;
    onChangeRef.current = onChange;
    uploadRef.current = onUploadImage;
    uploadImagesRef.current = images.uploadImages;
  });

  // a new value from outside (a restored draft, the edit page's post, a form reset): put it in, without an update event
  useEffect(() => {
    if (value === undefined || value === reported.current) return;
    reported.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // the Form.Item label points at the wrapper (a contenteditable cannot be labelled by `for`): a click on it writes
  useEffect(() => {
    if (!id) return;
    const label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
    const focus = () => editor.commands.focus();
    label?.addEventListener('click', focus);
    return () => label?.removeEventListener('click', focus);
  }, [editor, id]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const pickImages = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) void images.uploadImages(files, null);
  };

  const { progress, error } = images;
  const classes = ['rich-text-editor', status === 'error' && 'is-error', disabled && 'is-disabled'].filter(Boolean).join(' ');
  return (
    <div id={id} className={classes} data-testid="rich-text-editor">
      <Toolbar editor={editor} disabled={disabled} onLink={() => setLinkOpen(true)} onPickImage={() => fileInput.current?.click()} />
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_ACCEPT.image}
        multiple
        hidden
        // a stylesheet's `display` would beat the hidden attribute
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden
        data-testid="rich-text-image-input"
        onChange={pickImages}
      />
      <EditorContent editor={editor} className="rich-text-editor-body" />
      {progress && (
        <div className="rich-text-editor-status" role="status">
          <LoadingOutlined aria-hidden />
          <span>{t.uploading(progress.current, progress.total)}</span>
          <Progress percent={progress.percent} size="small" className="rich-text-editor-progress" aria-label={t.uploadProgress} />
        </div>
      )}
      {error && (
        <div className="rich-text-editor-status is-error" role="alert">
          <span>{error}</span>
          <Button type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={t.dismiss} onClick={images.dismissError} />
        </div>
      )}
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </div>
  );
}

export default RichTextEditor;
