import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EDITOR_IMAGE_ONLY_MESSAGE, FILE_API_BASE } from '@kg/contract';
import { ApiError } from '@/api/api-error';
import { setupUser } from '@/test/user';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import { RichTextEditor } from './rich-text-editor';
import type { UploadEditorImage } from './rich-text-types';
import { RichTextView } from './rich-text-view';
import { editorIn, installEditorLayoutShims } from './rich-text-test-utils';

beforeAll(installEditorLayoutShims);

/** A file's URL as the server serves it. */
const fileUrl = (id: number) => `${FILE_API_BASE}/${id}`;
const png = (name = 'image.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** A paste event as a browser sends it: the clipboard's files and text. */
function paste(target: HTMLElement, files: File[], text = '') {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { files, items: [], types: files.length ? ['Files'] : ['text/plain'], getData: (type: string) => (type === 'text/plain' ? text : '') },
  });
  act(() => void target.dispatchEvent(event));
  return event;
}

/** The editor as a form control, with the value the form holds shown beside it. */
function Controlled({ initial = '', upload }: { initial?: string; upload?: UploadEditorImage }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor value={value} onChange={setValue} onUploadImage={upload ?? (async () => fileUrl(1))} aria-label="내용" placeholder="내용을 입력해 주세요." />
      <output data-testid="value">{value}</output>
      <Button onClick={() => setValue('<p>임시 저장한 글</p>')}>불러오기</Button>
    </>
  );
}

const valueShown = () => screen.getByTestId('value').textContent;
const textbox = () => screen.getByRole('textbox', { name: '내용' });

describe('RichTextEditor', () => {
  it('is a labelled, editable text box inside data-testid="rich-text-editor", with its toolbar in Korean', () => {
    render(<Controlled initial="<p>안녕하세요</p>" />);
    const box = textbox();
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box.closest('[data-testid="rich-text-editor"]')).not.toBeNull();
    expect(box).toHaveTextContent('안녕하세요');
    const toolbar = screen.getByRole('toolbar', { name: '서식 도구' });
    for (const label of ['굵게', '기울임', '취소선', '제목', '글머리 기호 목록', '번호 목록', '인용', '링크', '사진', '실행 취소', '다시 실행']) {
      const button = within(toolbar).getByRole('button', { name: label });
      expect(button).toHaveAttribute('title', label);
    }
    // nothing changed yet: the form's value is what it gave
    expect(valueShown()).toBe('<p>안녕하세요</p>');
  });

  it('reports every change as HTML, and an empty document as an empty string', () => {
    render(<Controlled initial="<p>하나</p>" />);
    const editor = editorIn();
    act(() => void editor.commands.insertContentAt(editor.state.doc.content.size, '<p>둘</p>'));
    expect(valueShown()).toBe('<p>하나</p><p>둘</p>');
    act(() => void editor.commands.clearContent(true));
    expect(valueShown()).toBe('');
  });

  it('applies the toolbar to the selection (bold, heading, list) and undoes it', async () => {
    const user = setupUser();
    render(<Controlled initial="<p>가을 소풍</p>" />);
    const editor = editorIn();
    act(() => void editor.commands.selectAll());
    await user.click(screen.getByRole('button', { name: '굵게' }));
    expect(valueShown()).toBe('<p><strong>가을 소풍</strong></p>');
    expect(screen.getByRole('button', { name: '굵게' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '제목' }));
    expect(valueShown()).toBe('<h2><strong>가을 소풍</strong></h2>');
    await user.click(screen.getByRole('button', { name: '글머리 기호 목록' }));
    expect(valueShown()).toContain('<ul><li>');

    await user.click(screen.getByRole('button', { name: '실행 취소' }));
    expect(valueShown()).not.toContain('<ul>');
    await user.click(screen.getByRole('button', { name: '다시 실행' }));
    expect(valueShown()).toContain('<ul><li>');
  });

  it('takes a new value from outside (a restored draft) but never resets the document to its own echo', async () => {
    const user = setupUser();
    render(<Controlled initial="<p>처음</p>" />);
    const editor = editorIn();
    // the editor puts an outside value in with a transaction that emits no update
    let replaced = 0;
    editor.on('transaction', ({ transaction }) => {
      if (transaction.getMeta('preventUpdate')) replaced++;
    });
    // typing: the form echoes the value back, the document (and an IME composition in it) is left alone
    act(() => void editor.commands.insertContentAt(1, '새 '));
    expect(valueShown()).toBe('<p>새 처음</p>');
    expect(replaced).toBe(0);

    await user.click(screen.getByRole('button', { name: '불러오기' }));
    expect(textbox()).toHaveTextContent('임시 저장한 글');
    expect(replaced).toBe(1);
    // putting it in is not a change of the user's: no update event
    expect(valueShown()).toBe('<p>임시 저장한 글</p>');
  });

  it('uploads a pasted image and puts it in as <img src> from the server, showing progress while it goes', async () => {
    let finish: (url: string) => void = () => undefined;
    const upload = vi.fn<UploadEditorImage>((_file, { onProgress }) => {
      onProgress(40);
      return new Promise<string>((resolve) => (finish = resolve));
    });
    render(<Controlled initial="<p>사진:</p>" upload={upload} />);
    const event = paste(textbox(), [png('screenshot.png')]);
    expect(event.defaultPrevented).toBe(true);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][0].name).toBe('screenshot.png');
    const status = await within(screen.getByTestId('rich-text-editor')).findByRole('status');
    expect(status).toHaveTextContent('사진을 올리는 중입니다.');
    expect(within(status).getByRole('progressbar', { name: '사진 올리는 중 진행률' })).toHaveAttribute('aria-valuenow', '40');

    await act(async () => finish(fileUrl(77)));
    await waitFor(() => expect(valueShown()).toContain(`<img src="${fileUrl(77)}">`));
    expect(valueShown()).not.toContain('data:');
    expect(within(screen.getByTestId('rich-text-editor')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves pasted text to the editor even when the clipboard also holds a picture of it', () => {
    const upload = vi.fn<UploadEditorImage>();
    render(<Controlled upload={upload} />);
    paste(textbox(), [png()], '워드에서 복사한 글');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server’s Korean message when an image upload fails, and refuses files that are not images', async () => {
    const upload = vi.fn<UploadEditorImage>(async () => {
      throw new ApiError({ status: 413, code: 'TOO_LARGE', message: '사진은 20MB 이하만 올릴 수 있습니다.' });
    });
    render(<Controlled initial="<p>글</p>" upload={upload} />);
    paste(textbox(), [png('big.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('사진은 20MB 이하만 올릴 수 있습니다.');
    expect(valueShown()).toBe('<p>글</p>');

    await setupUser().click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    paste(textbox(), [new File(['%PDF'], '계획안.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(EDITOR_IMAGE_ONLY_MESSAGE);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('uploads a dropped image where it was dropped', async () => {
    const upload = vi.fn<UploadEditorImage>(async () => fileUrl(12));
    render(<Controlled initial="<p>앞</p><p>뒤</p>" upload={upload} />);
    const editor = editorIn();
    // jsdom has no layout: the drop lands between the two paragraphs
    editor.view.posAtCoords = () => ({ pos: 3, inside: -1 });
    fireEvent.drop(textbox(), { dataTransfer: { files: [png('drop.png')], types: ['Files'], getData: () => '' }, clientX: 1, clientY: 1 });
    await waitFor(() => expect(valueShown()).toBe(`<p>앞</p><img src="${fileUrl(12)}"><p>뒤</p>`));
  });

  it("picks images with '사진' and uploads them one at a time", async () => {
    const user = setupUser();
    const order: string[] = [];
    const upload = vi.fn<UploadEditorImage>(async (file) => {
      order.push(file.name);
      return fileUrl(order.length);
    });
    const { container } = render(<Controlled upload={upload} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('image/jpeg');
    await user.upload(input, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(valueShown()).toBe(`<img src="${fileUrl(1)}"><img src="${fileUrl(2)}">`));
    expect(order).toEqual(['a.png', 'b.png']);
  });

  it('links only http, https and mailto addresses', async () => {
    const user = setupUser();
    render(<Controlled initial="<p>홈페이지</p>" />);
    const editor = editorIn();
    act(() => void editor.commands.selectAll());
    await user.click(screen.getByRole('button', { name: '링크' }));
    const dialog = await screen.findByRole('dialog', { name: '링크 넣기' });
    const url = within(dialog).getByLabelText('주소');
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    expect(within(dialog).getByText(/http:\/\/, https:\/\/ 또는 mailto:/)).toBeInTheDocument();
    expect(valueShown()).toBe('<p>홈페이지</p>');

    await user.clear(url);
    await user.type(url, 'www.example.com');
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(valueShown()).toContain('href="https://www.example.com"'));
    expect(valueShown()).toContain('>홈페이지</a>');
  });

  it('never acts on Enter itself: a keydown while composing Korean changes nothing and submits no form', () => {
    const submit = vi.fn();
    render(
      <form onSubmit={submit}>
        <Controlled initial="<p>안녕</p>" />
      </form>,
    );
    const box = textbox();
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.compositionEnd(box);
    expect(submit).not.toHaveBeenCalled();
    expect(valueShown()).toBe('<p>안녕</p>');
  });

  it('is an antd form control: Form.Item gives it the value, and its id and error state', async () => {
    const user = setupUser();
    const finish = vi.fn();
    render(
      <Form initialValues={{ content: '' }} onFinish={finish}>
        <Form.Item name="content" label="내용" rules={[{ required: true, message: '내용을 입력해 주세요.' }]}>
          <RichTextEditor onUploadImage={async () => fileUrl(1)} aria-label="내용" />
        </Form.Item>
        <Button htmlType="submit">저장</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('내용을 입력해 주세요.')).toBeInTheDocument();
    const wrapper = screen.getByTestId('rich-text-editor');
    expect(wrapper).toHaveAttribute('id', 'content');
    await waitFor(() => expect(wrapper).toHaveClass('is-error'));
    act(() => void editorIn().commands.insertContent('<p>본문</p>'));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(finish).toHaveBeenCalledWith({ content: '<p>본문</p>' }));
  });

  it('loads lazily behind a skeleton', async () => {
    render(<LazyRichTextEditor onUploadImage={async () => fileUrl(1)} aria-label="내용" value="<p>늦게</p>" />);
    expect(await screen.findByRole('textbox', { name: '내용' })).toHaveTextContent('늦게');
  });
});

describe('RichTextView', () => {
  it('renders the server’s HTML in a .rich-text block', () => {
    const { container } = render(<RichTextView html={`<h2>제목</h2><p>본문 <a href="https://example.com">링크</a></p><img src="${fileUrl(3)}">`} />);
    const block = container.querySelector('.rich-text') as HTMLElement;
    expect(within(block).getByRole('heading', { level: 2, name: '제목' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: '링크' })).toHaveAttribute('href', 'https://example.com');
    expect(block.querySelector('img')).toHaveAttribute('src', fileUrl(3));
  });
});
