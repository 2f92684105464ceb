import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_API_BASE, fileEndpoints, type StoredFile } from '@kg/contract';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeReply } from '@/test/fake-server';
import { setupUser } from '@/test/user';
import { PostAttachmentsField } from './components/post-attachments-field';
import { usePostUploads, type PostUploads } from './use-post-uploads';

const TEMP_KEY = 'tk_post_0123456789abcdef';
const OTHER_KEY = 'tk_post_zzzzzzzzzzzzzzzz';

type Sent = { kind: 'attachment' | 'image'; name: string; tempKey: unknown; refType?: unknown };

let server: ReturnType<typeof installFakeServer> | undefined;
let sent: Sent[];
let removed: unknown[];
let latest: PostUploads;

function stored(fileId: number, fileName: string, over: Partial<StoredFile> = {}): StoredFile {
  return { fileId, fileName, kind: 'document', mimeType: 'application/pdf', size: 2048, width: null, height: null, url: `${FILE_API_BASE}/${fileId}`, thumbnailUrl: null, ...over };
}

/**
 * The upload calls as the server answers them: a new key for an upload without one, the same key for one that joins.
 * `hold` keeps a file's answer back until released; `refuse` fails one.
 */
function serve({ hold = new Map<string, Promise<void>>(), refuse = new Map<string, FakeReply>() } = {}) {
  sent = [];
  removed = [];
  let nextId = 500;
  let issued = 0;
  const answer = (kind: Sent['kind']) => async (config: InternalAxiosRequestConfig): Promise<FakeReply> => {
    const name = ((config.data as FormData).get('files') as File).name;
    const params = config.params as Record<string, unknown>;
    sent.push({ kind, name, tempKey: params.tempKey, ...(kind === 'attachment' ? { refType: params.refType } : {}) });
    await hold.get(name);
    const refused = refuse.get(name);
    if (refused) return refused;
    // the first key issued is TEMP_KEY; an upload that asks for another one gets OTHER_KEY
    const tempKey = (params.tempKey as string | undefined) ?? (issued++ === 0 ? TEMP_KEY : OTHER_KEY);
    const fileId = nextId++;
    return kind === 'image' ? ok({ url: `${FILE_API_BASE}/${fileId}`, fileId, tempKey }) : ok({ tempKey, files: [stored(fileId, name)] });
  };
  server = installFakeServer({
    [route(fileEndpoints.uploadContent)]: answer('attachment'),
    [route(fileEndpoints.uploadEditorImage)]: answer('image'),
    [route(fileEndpoints.removeTempFile)]: (config) => {
      removed.push({ ...(config.params as object) });
      return ok({ fileId: 1 });
    },
  });
}

/** The attachments field and a stand-in for the editor's image upload, on one post's uploads. */
function Harness({ existing }: { existing?: StoredFile[] }) {
  const uploads = usePostUploads({ refType: 'EVENT', existing, maxCount: 3 });
  latest = uploads;
  return (
    <>
      <PostAttachmentsField uploads={uploads} />
      <output data-testid="key">{uploads.tempKey ?? 'none'}</output>
      <output data-testid="busy">{String(uploads.isBusy)}</output>
    </>
  );
}

const file = (name: string, type = 'application/pdf') => new File([new Uint8Array(64)], name, { type });
const input = () => document.querySelector('.post-attachments-field input[type="file"]') as HTMLInputElement;
const key = () => screen.getByTestId('key').textContent;
const deferred = () => {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

beforeEach(() => {
  useUiStore.setState({ alert: { visible: false, type: 'info', message: '' } });
});

afterEach(() => {
  server?.restore();
});

describe('usePostUploads', () => {
  it('gives attachments and editor images one tempKey: an image started while the first attachment is on its way waits and joins it', async () => {
    const gate = deferred();
    serve({ hold: new Map([['안내문.pdf', gate.promise]]) });
    const user = setupUser();
    render(<Harness />);
    await user.upload(input(), file('안내문.pdf'));
    await waitFor(() => expect(sent).toHaveLength(1));
    let url: Promise<string> | undefined;
    act(() => void (url = latest.uploadEditorImage(file('사진.png', 'image/png'), { onProgress: () => undefined })));
    expect(screen.getByTestId('busy')).toHaveTextContent('true');
    // the image waits for the key instead of asking for a second one
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);

    act(() => gate.release());
    await expect(url).resolves.toMatch(/^\/.*\/\d+$/);
    expect(sent).toEqual([
      { kind: 'attachment', name: '안내문.pdf', tempKey: undefined, refType: 'EVENT' },
      { kind: 'image', name: '사진.png', tempKey: TEMP_KEY },
    ]);
    await waitFor(() => expect(key()).toBe(TEMP_KEY));
    expect(screen.getByTestId('busy')).toHaveTextContent('false');
  });

  it('lets the next upload bring the key when the first one fails', async () => {
    serve({ refuse: new Map([['깨진.png', fail(415, 'UNSUPPORTED_TYPE', '지원하지 않는 파일 형식입니다.')]]) });
    render(<Harness />);
    await expect(act(() => latest.uploadEditorImage(file('깨진.png', 'image/png'), { onProgress: () => undefined }))).rejects.toMatchObject({
      message: '지원하지 않는 파일 형식입니다.',
    });
    expect(key()).toBe('none');
    await setupUser().upload(input(), file('계획.pdf'));
    await waitFor(() => expect(key()).toBe(TEMP_KEY));
    expect(sent.map((s) => s.tempKey)).toEqual([undefined, undefined]);
  });

  it('names every file of the form uniquely (a temp file is taken back by its name)', async () => {
    serve();
    const user = setupUser();
    render(<Harness />);
    await user.upload(input(), file('image.png', 'image/png'));
    await waitFor(() => expect(key()).toBe(TEMP_KEY));
    await act(() => latest.uploadEditorImage(file('image.png', 'image/png'), { onProgress: () => undefined }));
    expect(sent.map((s) => s.name)).toEqual(['image.png', 'image (2).png']);
  });

  it('sends no tempKey once every upload under it was taken back, and one again when an image is in the text', async () => {
    serve();
    const user = setupUser();
    render(<Harness />);
    await user.upload(input(), file('잘못.pdf'));
    const row = await screen.findByRole('listitem', { name: '잘못.pdf' });
    await waitFor(() => expect(key()).toBe(TEMP_KEY));
    await user.click(within(row).getByRole('button', { name: '잘못.pdf 삭제' }));
    await waitFor(() => expect(removed).toEqual([{ tempKey: TEMP_KEY, fileName: '잘못.pdf' }]));
    expect(key()).toBe('none');

    await act(() => latest.uploadEditorImage(file('본문.png', 'image/png'), { onProgress: () => undefined }));
    expect(sent.at(-1)).toEqual({ kind: 'image', name: '본문.png', tempKey: TEMP_KEY });
    expect(key()).toBe(TEMP_KEY);
  });

  it('keeps the saved attachments until removed (removeFileIds), and counts them toward the limit', async () => {
    serve();
    const user = setupUser();
    render(<Harness existing={[stored(11, '기존1.pdf'), stored(12, '기존2.pdf')]} />);
    expect(screen.getByRole('listitem', { name: '기존1.pdf' })).toHaveTextContent('저장된 파일');
    await user.upload(input(), [file('새1.pdf'), file('새2.pdf')]);
    // 3 at most: two kept and one new; the one left out is said
    await waitFor(() => expect(sent.map((s) => s.name)).toEqual(['새1.pdf']));
    expect(useUiStore.getState().alert).toMatchObject({ type: 'warning', message: '첨부파일은 3개까지 올릴 수 있습니다.' });
    expect(screen.queryByRole('listitem', { name: '새2.pdf' })).not.toBeInTheDocument();
    expect(input()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '기존1.pdf 삭제' }));
    expect(latest.removeFileIds).toEqual([11]);
    expect(latest.kept.map((f) => f.fileId)).toEqual([12]);
    expect(input()).toBeEnabled();
  });

  it('shows a failed attachment’s message under it and retries it alone', async () => {
    let refusals = 1;
    serve();
    server!.restore();
    server = installFakeServer({
      [route(fileEndpoints.uploadContent)]: (config) => {
        const name = ((config.data as FormData).get('files') as File).name;
        sent.push({ kind: 'attachment', name, tempKey: (config.params as Record<string, unknown>).tempKey });
        if (refusals-- > 0) return fail(413, 'TOO_LARGE', '문서는 20MB 이하만 올릴 수 있습니다.');
        return ok({ tempKey: TEMP_KEY, files: [stored(600, name)] });
      },
    });
    const user = setupUser();
    render(<Harness />);
    await user.upload(input(), file('큰 문서.pdf'));
    const row = await screen.findByRole('listitem', { name: '큰 문서.pdf' });
    expect(await within(row).findByRole('alert')).toHaveTextContent('문서는 20MB 이하만 올릴 수 있습니다.');
    await user.click(within(row).getByRole('button', { name: '큰 문서.pdf 다시 시도' }));
    await waitFor(() => expect(within(row).queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(key()).toBe(TEMP_KEY));
    expect(sent).toHaveLength(2);
  });
});
