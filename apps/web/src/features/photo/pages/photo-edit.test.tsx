import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FILE_API_BASE,
  authEndpoints,
  endpointUrl,
  fileEndpoints,
  photoEndpoints,
  type PhotoAlbum,
  type PhotoChild,
  type StoredFile,
  type UpdatePhotoAlbumBodyInput,
} from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route, type FakeReply } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const TEMP_KEY = 'tk_abcdefghijklmnop1234';
const DETAIL = '/admin/story/photo/5';
const CHILDREN: PhotoChild[] = [
  { childCode: 11, name: '김하나', photoConsent: true },
  { childCode: 12, name: '박민준', photoConsent: true },
  { childCode: 13, name: '최동의없음', photoConsent: false },
];

function stored(fileId: number, name = `${fileId}.jpg`): StoredFile {
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

const saved: PhotoAlbum = {
  photoId: 5,
  classId: 3,
  className: '햇님반',
  photoTitle: '가을 소풍',
  photoDate: '2026-11-20',
  photoCount: 3,
  coverThumbnailUrl: `${FILE_API_BASE}/50/thumb`,
  children: [
    { childCode: 11, name: '김하나' },
    { childCode: 12, name: '박민준' },
  ],
  authorName: '이선생',
  createdAt: '2026-11-20T06:00:00.000Z',
  comment: '단풍이 예뻤어요.',
  photos: [stored(50), stored(51), stored(52)],
  updatedAt: '2026-11-20T06:00:00.000Z',
};

let server: ReturnType<typeof installFakeServer> | undefined;
/** the album as the server has it (the PUT changes it) */
let current: PhotoAlbum;
let puts: { url: string; params: Record<string, unknown>; body: UpdatePhotoAlbumBodyInput }[];
let resets: Record<string, unknown>[];
let removedTemp: Record<string, unknown>[];
let uploadedChildren: string[];
let polyfilledPointerEvent = false;

/** The fake server; `refuse` answers the PUT instead of saving. */
function serve(album: PhotoAlbum = saved, refuse?: FakeReply) {
  current = album;
  puts = [];
  resets = [];
  removedTemp = [];
  uploadedChildren = [];
  let nextFileId = 100;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
    [route(photoEndpoints.children, { classId: 3 })]: () => ok(CHILDREN),
    [route(photoEndpoints.get, { classId: 3, id: 5 })]: () => ok(current),
    [route(photoEndpoints.update, { classId: 3, id: 5 })]: (config) => {
      const body = JSON.parse(String(config.data)) as UpdatePhotoAlbumBodyInput;
      puts.push({ url: config.url!, params: { ...config.params }, body });
      if (refuse) return refuse;
      const byId = new Map([...current.photos, ...Array.from({ length: nextFileId - 100 }, (_, i) => stored(100 + i, `new-${100 + i}.jpg`))].map((p) => [p.fileId, p]));
      const photos = (body.photoFileIds as number[]).map((id) => byId.get(id)!);
      current = {
        ...current,
        photoTitle: body.photoTitle.trim(),
        photoDate: body.photoDate,
        comment: body.comment ?? '',
        children: CHILDREN.filter((c) => (body.childCodeSet as number[]).includes(c.childCode)).map(({ childCode, name }) => ({ childCode, name })),
        photos,
        photoCount: photos.length,
        coverThumbnailUrl: photos[0].thumbnailUrl,
        updatedAt: '2026-11-21T06:00:00.000Z',
      };
      return ok(current);
    },
    [route(photoEndpoints.upload)]: (config) => {
      const form = config.data as FormData;
      uploadedChildren.push(String(form.get('childCodeSet')));
      const fileId = nextFileId++;
      return ok({ tempKey: TEMP_KEY, files: [stored(fileId, (form.get('files') as File).name)] });
    },
    [route(photoEndpoints.resetFiles)]: (config) => {
      resets.push({ ...config.params });
      return ok({ fileIds: [] });
    },
    [route(fileEndpoints.removeTempFile)]: (config) => {
      removedTemp.push({ ...config.params });
      return ok({ fileId: 1 });
    },
  });
}

// Role queries are scoped to one part of the page: over the whole antd layout they take seconds each in jsdom.
const part = (selector: string) => within(document.querySelector(selector) as HTMLElement);
const photoList = () => part('.photo-upload-list');
const photoItem = (name: string) => photoList().getByRole('listitem', { name });
const listed = () => photoList().getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
const grid = () => part('.photo-grid').getAllByRole('img').map((img) => img.getAttribute('src'));
const chip = (name: string) => part('.photo-child-tags').getByRole('checkbox', { name: new RegExp(name) });
const button = (name: string, label: string) => within(photoItem(name)).getByRole('button', { name: label });

/** The album's page is up (not the form). */
const detailReady = () => waitFor(() => expect(document.querySelector('.record-summary')).not.toBeNull());
/** The form is up with the class's children as chips. */
const formReady = () => waitFor(() => expect(document.querySelector('.photo-album-form .photo-child-tag')).not.toBeNull());

/** Opens the album and its '수정'. */
async function openEdit() {
  const user = setupUser();
  const view = renderApp(DETAIL);
  await detailReady();
  await user.click(part('.record-actions').getByRole('button', { name: /수정/ }));
  await formReady();
  return { user, ...view };
}

async function drop(container: HTMLElement, names: string[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await setupUser().upload(
    input,
    names.map((name) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' })),
  );
}

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
  delete (document as { elementFromPoint?: unknown }).elementFromPoint;
  if (polyfilledPointerEvent) delete (window as { PointerEvent?: unknown }).PointerEvent;
  polyfilledPointerEvent = false;
});

describe('photo album edit (story/photo/{id} → 수정)', () => {
  it('opens the create form filled in: tags, title, date, comment and the photos in the album’s order', async () => {
    serve();
    const { location } = await openEdit();
    expect(location()).toBe(`${DETAIL}?mode=edit`);
    expect(part('.page-title').getByRole('heading', { name: '사진첩 수정' })).toBeInTheDocument();
    expect(screen.getByLabelText('제목')).toHaveValue('가을 소풍');
    expect(screen.getByLabelText('내용')).toHaveValue('단풍이 예뻤어요.');
    expect(screen.getByLabelText('사진 날짜')).toHaveValue('2026-11-20');
    expect(chip('김하나')).toHaveAttribute('aria-checked', 'true');
    expect(chip('박민준')).toHaveAttribute('aria-checked', 'true');
    expect(listed()).toEqual(['50.jpg', '51.jpg', '52.jpg']);
    expect(within(photoItem('50.jpg')).getByText('대표')).toBeInTheDocument();
    expect(within(photoItem('51.jpg')).getByText('저장된 사진')).toBeInTheDocument();
    expect(within(photoItem('52.jpg')).getByRole('img', { name: '52.jpg' })).toHaveAttribute('src', `${FILE_API_BASE}/52/thumb`);
  });

  it('reorders, removes and adds photos, renames, and saves the whole order; the album then shows what was saved', async () => {
    serve();
    const { user, container, location } = await openEdit();

    await user.click(button('52.jpg', '52.jpg 앞으로'));
    expect(listed()).toEqual(['50.jpg', '52.jpg', '51.jpg']);
    // a saved photo leaves the form at once; the server deletes it only when the edit is saved
    await user.click(button('50.jpg', '50.jpg 삭제'));
    expect(listed()).toEqual(['52.jpg', '51.jpg']);
    expect(removedTemp).toHaveLength(0);

    // a new photo uploads through the album's upload engine, tagged with the album's children, and joins at the end
    await drop(container, ['new.jpg']);
    await waitFor(() => expect(screen.getByText('전체 1/1장 업로드')).toBeInTheDocument());
    expect(uploadedChildren).toEqual(['11,12']);
    expect(listed()).toEqual(['52.jpg', '51.jpg', 'new.jpg']);
    await user.click(button('new.jpg', 'new.jpg 앞으로'));
    await user.click(button('new.jpg', 'new.jpg 앞으로'));
    expect(listed()).toEqual(['new.jpg', '52.jpg', '51.jpg']);
    expect(within(photoItem('new.jpg')).getByText('대표')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('제목'));
    await user.paste('단풍 구경');
    await user.click(part('.record-actions').getByRole('button', { name: /저장/ }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      url: endpointUrl(photoEndpoints.update, { classId: 3, id: 5 }),
      params: { tempKey: TEMP_KEY },
      body: { photoTitle: '단풍 구경', childCodeSet: [11, 12], photoDate: '2026-11-20', comment: '단풍이 예뻤어요.', photoFileIds: [100, 52, 51] },
    });
    await waitFor(() => expect(location()).toBe(DETAIL));
    await waitFor(() => expect(document.querySelector('.record-summary h2')).toHaveTextContent('단풍 구경'));
    expect(grid()).toEqual([`${FILE_API_BASE}/100/thumb`, `${FILE_API_BASE}/52/thumb`, `${FILE_API_BASE}/51/thumb`]);
    expect(part('.record-summary').getByText('사진 3장')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('사진첩을 저장했습니다.');
    // the new upload belongs to the album now: nothing was reset
    expect(resets).toHaveLength(0);
  });

  it('cancel leaves the album unchanged and takes back the new uploads', async () => {
    serve();
    const { user, container, location } = await openEdit();
    await user.click(button('51.jpg', '51.jpg 앞으로'));
    await user.click(button('52.jpg', '52.jpg 삭제'));
    await drop(container, ['extra.jpg']);
    await waitFor(() => expect(screen.getByText('전체 1/1장 업로드')).toBeInTheDocument());

    await user.click(part('.record-actions').getByRole('button', { name: /취소/ }));
    await waitFor(() => expect(location()).toBe(DETAIL));
    await detailReady();
    expect(grid()).toEqual([50, 51, 52].map((id) => `${FILE_API_BASE}/${id}/thumb`));
    expect(puts).toHaveLength(0);
    await waitFor(() => expect(resets).toEqual([{ tkLKey: TEMP_KEY }]));

    // opening it again starts from the saved album
    await user.click(part('.record-actions').getByRole('button', { name: /수정/ }));
    await formReady();
    expect(listed()).toEqual(['50.jpg', '51.jpg', '52.jpg']);
  });

  it('moves a photo by dragging its handle (pointer: mouse or touch)', async () => {
    serve();
    const { user } = await openEdit();
    const target = photoItem('50.jpg');
    // jsdom has neither pointer events nor layout: a pointer event is a mouse event with an id, and under the pointer is the first photo
    if (!('PointerEvent' in window)) {
      polyfilledPointerEvent = true;
      Object.defineProperty(window, 'PointerEvent', {
        configurable: true,
        value: class extends MouseEvent {
          readonly pointerId: number;
          constructor(type: string, init: PointerEventInit = {}) {
            super(type, init);
            this.pointerId = init.pointerId ?? 0;
          }
        },
      });
    }
    Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => target });
    const handle = photoItem('52.jpg').querySelector('.photo-drag-handle') as HTMLElement;
    act(() => void fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 10, clientY: 200 }));
    act(() => void fireEvent.pointerMove(handle, { pointerId: 1, clientX: 10, clientY: 20 }));
    expect(target).toHaveClass('is-drop-target');
    act(() => void fireEvent.pointerUp(handle, { pointerId: 1, clientX: 10, clientY: 20 }));
    expect(listed()).toEqual(['52.jpg', '50.jpg', '51.jpg']);

    await user.click(part('.record-actions').getByRole('button', { name: /저장/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body.photoFileIds).toEqual([52, 50, 51]);
    expect(puts[0].params).toEqual({});
  });

  it('needs a photo, and shows the server’s refusal of the photos under them; nothing is left half-saved', async () => {
    serve(saved, {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION',
        message: '사진첩에 없는 사진이 있습니다. 새로고침한 뒤 다시 저장해 주세요.',
        details: { photoFileIds: '사진첩에 없는 사진이 있습니다. 새로고침한 뒤 다시 저장해 주세요.' },
      },
    });
    const { user, location } = await openEdit();
    for (const name of ['50.jpg', '51.jpg', '52.jpg']) await user.click(button(name, `${name} 삭제`));
    await user.click(part('.record-actions').getByRole('button', { name: /저장/ }));
    await screen.findByText('사진첩에는 사진이 한 장 이상 있어야 합니다.');
    expect(puts).toHaveLength(0);

    await user.click(part('.record-actions').getByRole('button', { name: /취소/ }));
    await waitFor(() => expect(location()).toBe(DETAIL));
    await detailReady();
    await user.click(part('.record-actions').getByRole('button', { name: /수정/ }));
    await formReady();
    await user.click(part('.record-actions').getByRole('button', { name: /저장/ }));
    await screen.findByText('사진첩에 없는 사진이 있습니다. 새로고침한 뒤 다시 저장해 주세요.');
    expect(location()).toBe(`${DETAIL}?mode=edit`);
  });

  it('shows a tagged child who can no longer be tagged so they can be untagged', async () => {
    serve({ ...saved, children: [...saved.children, { childCode: 13, name: '최동의없음' }] });
    const { user } = await openEdit();
    const stale = chip('최동의없음');
    expect(stale).toHaveAttribute('aria-checked', 'true');
    expect(stale).toHaveTextContent('태그 불가');
    await user.click(stale);
    await waitFor(() => expect(chip('최동의없음')).toHaveAttribute('aria-checked', 'false'));
    await user.click(part('.record-actions').getByRole('button', { name: /저장/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body.childCodeSet).toEqual([11, 12]);
  });
});
