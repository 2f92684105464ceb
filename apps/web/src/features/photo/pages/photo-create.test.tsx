import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { AxiosProgressEvent, InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_API_BASE, authEndpoints, endpointUrl, fileEndpoints, photoEndpoints, type PhotoAlbum, type PhotoChild, type StoredFile } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeHandler, type FakeReply } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const UPLOAD = route(photoEndpoints.upload);
const RESET = route(photoEndpoints.resetFiles);
const TEMP_KEY = 'tk_abcdefghijklmnop1234';
const CHILDREN: PhotoChild[] = [
  { childCode: 11, name: '김하나', photoConsent: true },
  { childCode: 12, name: '박민준', photoConsent: true },
  { childCode: 13, name: '최동의없음', photoConsent: false },
];

type Upload = { name: string; childCodeSet: string; params: Record<string, unknown> };
let server: ReturnType<typeof installFakeServer> | undefined;
let uploads: Upload[];
let resets: Record<string, unknown>[];
let removed: Record<string, unknown>[];
let saves: { url: string; params: unknown; body: unknown }[];
let nextFileId: number;

function stored(name: string): StoredFile {
  const fileId = nextFileId++;
  return {
    fileId,
    fileName: name,
    kind: 'image',
    mimeType: 'image/jpeg',
    size: 1000,
    width: 800,
    height: 600,
    url: `${FILE_API_BASE}/${fileId}`,
    thumbnailUrl: `${FILE_API_BASE}/${fileId}/thumb`,
  };
}

/** The upload call as the server answers it; `reply` may fail some files or hold them back. */
function serve(reply?: (upload: Upload, config: InternalAxiosRequestConfig) => FakeReply | undefined | Promise<FakeReply | undefined>, extra: Record<string, FakeHandler> = {}) {
  uploads = [];
  resets = [];
  removed = [];
  saves = [];
  nextFileId = 100;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
    [route(photoEndpoints.children, { classId: 3 })]: () => ok(CHILDREN),
    [route(photoEndpoints.search, { classId: 3 })]: () => ok({ items: [], page: 1, size: 10, total: 0, totalPages: 1 }),
    [UPLOAD]: async (config) => {
      const form = config.data as FormData;
      const upload = { name: (form.get('files') as File).name, childCodeSet: String(form.get('childCodeSet')), params: { ...config.params } };
      uploads.push(upload);
      const custom = await reply?.(upload, config);
      return custom ?? ok({ tempKey: TEMP_KEY, files: [stored(upload.name)] });
    },
    [RESET]: (config) => {
      resets.push({ ...config.params });
      return ok({ fileIds: [] });
    },
    [route(fileEndpoints.removeTempFile)]: (config) => {
      removed.push({ ...config.params });
      return ok({ fileId: 1 });
    },
    ...extra,
  });
}

const photoFile = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });

async function drop(container: HTMLElement, names: string[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await setupUser().upload(input, names.map(photoFile));
}

// Role queries are scoped to one part of the form: over the whole antd page they take seconds each in jsdom.
const part = (selector: string) => within(document.querySelector(selector) as HTMLElement);
const item = (name: string) => part('.photo-upload-list').getByRole('listitem', { name });
const chip = (name: string) => part('.photo-child-tags').getByRole('checkbox', { name: new RegExp(name) });
const saveButton = () => part('.record-actions').getByRole('button', { name: /저장/ });
/** Waits for the class's children, then the chip of `name`. */
async function findChip(name: string) {
  await screen.findByText(name); // the first test also loads the lazy page
  return chip(name);
}

/** jsdom's getComputedStyle is slow over antd's many style tags: skip user-event's pointer-events check. */

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  useUiStore.setState({ accessDenied: { visible: false, message: '' } });
  queryClient.clear();
});

afterEach(() => {
  cleanup(); // unmount (and its reset call) while the fake server still answers
  server?.restore();
  setNavigator(null);
});

describe('photo album create (story/photo/new)', () => {
  it('shows each photo’s progress, and a failed photo retries alone while the others stay uploaded', async () => {
    let release: (() => void) | undefined;
    let failedOnce = false;
    serve(async (upload, config) => {
      if (upload.name === 'b.jpg' && !failedOnce) {
        failedOnce = true;
        return fail(400, 'VALIDATION', '이미지 파일을 읽을 수 없습니다. 손상되었거나 지원하지 않는 형식입니다.');
      }
      if (upload.name === 'c.jpg') {
        config.onUploadProgress?.({ loaded: 40, total: 100 } as AxiosProgressEvent);
        await new Promise<void>((resolve) => (release = resolve));
      }
      return undefined;
    });
    const user = setupUser();
    const { container } = renderApp('/admin/story/photo/new');
    await user.click(await findChip('김하나'));
    await drop(container, ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);

    // c.jpg is held at 40 %, the rest finish or fail around it
    await waitFor(() => expect(within(item('c.jpg')).getByRole('progressbar', { name: 'c.jpg 진행률' })).toHaveAttribute('aria-valuenow', '40'));
    expect(await within(item('b.jpg')).findByRole('alert')).toHaveTextContent('이미지 파일을 읽을 수 없습니다.');
    await waitFor(() => expect(within(item('d.jpg')).getByRole('img', { name: 'd.jpg' })).toHaveAttribute('src', expect.stringMatching(/\/thumb$/)));
    expect(within(item('a.jpg')).getByRole('img', { name: 'a.jpg' })).toBeInTheDocument();
    expect(screen.getByText('전체 2/4장 업로드')).toBeInTheDocument();
    expect(screen.getByText('1장 실패')).toBeInTheDocument();

    // the first photo went alone for the tempKey, every later one joined it
    expect(uploads[0]).toMatchObject({ name: 'a.jpg', childCodeSet: '11', params: { classId: 3 } });
    expect(uploads.slice(1).every((u) => u.params.tempKey === TEMP_KEY)).toBe(true);

    act(() => release!());
    await user.click(within(item('b.jpg')).getByRole('button', { name: 'b.jpg 다시 시도' }));
    await waitFor(() => expect(screen.getByText('전체 4/4장 업로드')).toBeInTheDocument());
    expect(within(item('b.jpg')).queryByRole('alert')).not.toBeInTheDocument();
    expect(uploads.map((u) => u.name).sort()).toEqual(['a.jpg', 'b.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
  });

  it('cannot tag a child without photo consent; photos wait until a child is tagged', async () => {
    serve();
    const user = setupUser();
    const { container } = renderApp('/admin/story/photo/new');
    const refused = await findChip('최동의없음');
    expect(refused).toHaveTextContent('사진 동의 안 함');
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    await user.click(refused);
    expect(refused).toHaveAttribute('aria-checked', 'false');

    await drop(container, ['a.jpg']);
    await screen.findByText('태그할 원아를 선택하면 업로드가 시작됩니다.');
    expect(server!.count(UPLOAD)).toBe(0);

    await user.click(chip('박민준'));
    await user.click(chip('김하나'));
    await waitFor(() => expect(screen.getByText('전체 1/1장 업로드')).toBeInTheDocument());
    expect(uploads).toHaveLength(1);
    expect(uploads[0].childCodeSet).toMatch(/^(12|12,11)$/);
  });

  it('opens the access-denied dialog for a 403 upload and shows the default message for a failure without one', async () => {
    serve((upload) =>
      upload.name === 'x.jpg' ? fail(403, 'FORBIDDEN', '다른 반에는 사진을 올릴 수 없습니다.') : fail(500, 'INTERNAL', ''),
    );
    const user = setupUser();
    const { container } = renderApp('/admin/story/photo/new');
    await user.click(await findChip('김하나'));
    await drop(container, ['x.jpg']);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('다른 반에는 사진을 올릴 수 없습니다.');
    expect(within(item('x.jpg')).getByRole('alert')).toHaveTextContent('다른 반에는 사진을 올릴 수 없습니다.');
    act(() => useUiStore.setState({ accessDenied: { visible: false, message: '' } }));

    await drop(container, ['y.jpg']);
    expect(await within(item('y.jpg')).findByRole('alert')).toHaveTextContent('파일 업로드에 실패했습니다.');
  });

  it('removes one photo from the server by a name no other photo of the album has', async () => {
    serve();
    const user = setupUser();
    const { container } = renderApp('/admin/story/photo/new');
    await user.click(await findChip('김하나'));
    await drop(container, ['image.jpg', 'image.jpg']);
    await waitFor(() => expect(screen.getByText('전체 2/2장 업로드')).toBeInTheDocument());
    expect(uploads.map((u) => u.name)).toEqual(['image.jpg', 'image (2).jpg']);

    await user.click(within(item('image (2).jpg')).getByRole('button', { name: 'image (2).jpg 삭제' }));
    await waitFor(() => expect(removed).toEqual([{ tempKey: TEMP_KEY, fileName: 'image (2).jpg' }]));
    expect(part('.photo-upload-list').queryByRole('listitem', { name: 'image (2).jpg' })).not.toBeInTheDocument();
    expect(screen.getByText('전체 1/1장 업로드')).toBeInTheDocument();
  });

  it('leaving the form without saving resets the uploaded temp files', async () => {
    serve();
    const user = setupUser();
    const { container, router } = renderApp('/admin/story/photo/new');
    await user.click(await findChip('김하나'));
    await drop(container, ['a.jpg', 'b.jpg']);
    await waitFor(() => expect(screen.getByText('전체 2/2장 업로드')).toBeInTheDocument());
    expect(resets).toHaveLength(0);

    await act(() => router.navigate('/admin/story/photo'));
    await waitFor(() => expect(resets).toEqual([{ tkLKey: TEMP_KEY }]));
  });

  it('saves with the SPEC fields (tempKey in the query) and opens the new album without resetting its photos', async () => {
    const album: PhotoAlbum = {
      photoId: 77,
      classId: 3,
      className: '햇님반',
      photoTitle: '가을 소풍',
      photoDate: dayjs().format('YYYY-MM-DD'),
      photoCount: 2,
      coverThumbnailUrl: `${FILE_API_BASE}/100/thumb`,
      children: [{ childCode: 11, name: '김하나' }],
      authorName: '이선생',
      createdAt: '2026-11-21T06:00:00.000Z',
      comment: '단풍이 예뻤어요.',
      photos: [stored('a.jpg'), stored('b.jpg')],
      updatedAt: '2026-11-21T06:00:00.000Z',
    };
    serve(undefined, {
      [route(photoEndpoints.create, { classId: 3 })]: (config) => {
        saves.push({ url: config.url!, params: { ...config.params }, body: JSON.parse(String(config.data)) });
        return ok(album);
      },
      [route(photoEndpoints.get, { classId: 3, id: 77 })]: () => ok(album),
    });
    const user = setupUser();
    const { container, location } = renderApp('/admin/story/photo/new');
    await user.click(await findChip('김하나'));

    // nothing uploaded yet: the form says so and sends nothing
    await user.click(screen.getByLabelText('제목'));
    await user.paste('가을 소풍');
    await user.click(saveButton());
    await screen.findByText('업로드할 사진을 한 장 이상 선택해 주세요.');
    expect(saves).toHaveLength(0);

    await drop(container, ['a.jpg', 'b.jpg']);
    await waitFor(() => expect(screen.getByText('전체 2/2장 업로드')).toBeInTheDocument());
    await user.click(screen.getByLabelText('내용'));
    await user.paste('단풍이 예뻤어요.');
    await user.click(saveButton());

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      url: endpointUrl(photoEndpoints.create, { classId: 3 }),
      params: { tempKey: TEMP_KEY },
      body: { photoTitle: '가을 소풍', childCodeSet: [11], photoDate: dayjs().format('YYYY-MM-DD'), comment: '단풍이 예뻤어요.', photoFileIds: [100, 101] },
    });
    await waitFor(() => expect(location()).toBe('/admin/story/photo/77'));
    await screen.findByText('태그된 원아');
    expect(part('.record-summary').getByRole('heading', { level: 2, name: '가을 소풍' })).toBeInTheDocument();
    expect(resets).toHaveLength(0);
  });

  it('saves the photos in the order the teacher arranged them; the first is the cover', async () => {
    serve(undefined, {
      [route(photoEndpoints.create, { classId: 3 })]: (config) => {
        saves.push({ url: config.url!, params: { ...config.params }, body: JSON.parse(String(config.data)) });
        return fail(400, 'VALIDATION', '이미 끝난 테스트입니다.');
      },
    });
    const user = setupUser();
    const { container } = renderApp('/admin/story/photo/new');
    await user.click(await findChip('김하나'));
    await drop(container, ['a.jpg', 'b.jpg', 'c.jpg']);
    await waitFor(() => expect(screen.getByText('전체 3/3장 업로드')).toBeInTheDocument());
    // the id the server gave each photo, read off its thumbnail
    const fileIdOf = (name: string) => Number(within(item(name)).getByRole('img', { name }).getAttribute('src')!.split('/').at(-2));
    const names = () => part('.photo-upload-list').getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
    expect(names()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(within(item('a.jpg')).getByText('대표')).toBeInTheDocument();
    // the first cannot move earlier, the last not later
    expect(within(item('a.jpg')).getByRole('button', { name: 'a.jpg 앞으로' })).toBeDisabled();
    expect(within(item('c.jpg')).getByRole('button', { name: 'c.jpg 뒤로' })).toBeDisabled();

    await user.click(within(item('c.jpg')).getByRole('button', { name: 'c.jpg 앞으로' }));
    await user.click(within(item('c.jpg')).getByRole('button', { name: 'c.jpg 앞으로' }));
    expect(names()).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    expect(within(item('c.jpg')).getByText('대표')).toBeInTheDocument();
    // the moved photo keeps the keyboard focus, and a screen reader hears where it went
    expect(within(item('c.jpg')).getByRole('button', { name: 'c.jpg 뒤로' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('c.jpg: 3장 중 1번째');

    await user.click(screen.getByLabelText('제목'));
    await user.paste('순서');
    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect((saves[0].body as { photoFileIds: number[] }).photoFileIds).toEqual([fileIdOf('c.jpg'), fileIdOf('a.jpg'), fileIdOf('b.jpg')]);
  });

  it('puts the server’s field errors on the form', async () => {
    serve(undefined, {
      [route(photoEndpoints.create, { classId: 3 })]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION',
          message: '김하나 원아는 사진 공유에 동의하지 않아 태그할 수 없습니다.',
          details: { childCodeSet: '김하나 원아는 사진 공유에 동의하지 않아 태그할 수 없습니다.' },
        },
      }),
    });
    const user = setupUser();
    const { container } = renderApp('/admin/story/photo/new');
    await user.click(await findChip('김하나'));
    await drop(container, ['a.jpg']);
    await waitFor(() => expect(screen.getByText('전체 1/1장 업로드')).toBeInTheDocument());
    await user.click(screen.getByLabelText('제목'));
    await user.paste('산책');
    await user.click(saveButton());
    await screen.findByText('김하나 원아는 사진 공유에 동의하지 않아 태그할 수 없습니다.');
  });
});
