import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FILE_API_BASE,
  authEndpoints,
  endpointUrl,
  facilityEndpoints,
  fileEndpoints,
  type Facility,
  type FacilityPhoto,
  type StoredFile,
} from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route, type FakeHandler, type FakeReply } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser, type UserOptions } from '@/test/user';

const UPLOAD = route(facilityEndpoints.uploadPhotos);
const TEMP_KEY = 'tk_facility_abcdefgh1234';
type Upload = { name: string; params: Record<string, unknown> };
type Save = { url: string; params: unknown; body: { title: string; description: string; photos: { fileId: number; caption: string }[] } };

let server: ReturnType<typeof installFakeServer> | undefined;
let uploads: Upload[];
let removed: Record<string, unknown>[];
let saves: Save[];
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

function attached(fileId: number, caption: string): FacilityPhoto {
  return { fileId, caption, fileName: `saved-${fileId}.jpg`, url: `${FILE_API_BASE}/${fileId}`, thumbnailUrl: `${FILE_API_BASE}/${fileId}/thumb`, width: 800, height: 600 };
}

const PLAYGROUND: Facility = {
  facilityId: 9,
  title: '놀이터',
  description: '모래 놀이터',
  sortOrder: 2,
  photos: [attached(50, '미끄럼틀'), attached(51, '그네')],
  authorName: '김원장',
  createdAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
};

/** The facility calls; `save` answers create and update (default: the saved space). */
function serve(me = meData(), save?: (config: InternalAxiosRequestConfig) => FakeReply | undefined, extra: Record<string, FakeHandler> = {}) {
  uploads = [];
  removed = [];
  saves = [];
  nextFileId = 100;
  const saving: FakeHandler = (config) => {
    const body = JSON.parse(String(config.data)) as Save['body'];
    saves.push({ url: config.url!, params: { ...config.params }, body });
    return save?.(config) ?? ok({ ...PLAYGROUND, facilityId: 9, title: body.title, photos: [] });
  };
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [route(facilityEndpoints.search)]: () => ok({ items: [], page: 1, size: 100, total: 0, totalPages: 1 }),
    [route(facilityEndpoints.get, { facilityId: 9 })]: () => ok(PLAYGROUND),
    [UPLOAD]: (config) => {
      const form = config.data as FormData;
      const upload = { name: (form.get('files') as File).name, params: { ...config.params } };
      uploads.push(upload);
      return ok({ tempKey: TEMP_KEY, files: [stored(upload.name)] });
    },
    [route(fileEndpoints.removeTempFile)]: (config) => {
      removed.push({ ...config.params });
      return ok({ fileId: 1 });
    },
    [route(facilityEndpoints.create)]: saving,
    [route(facilityEndpoints.update, { facilityId: 9 })]: saving,
    ...extra,
  });
}

const photoFile = (name: string, type = 'image/jpeg') => new File([new Uint8Array(2048)], name, { type });

async function drop(container: HTMLElement, files: File[], options: UserOptions = {}) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await setupUser(options).upload(input, files);
}

// Role queries are scoped to one part of the form: over the whole antd page they take long in jsdom.
const part = (selector: string) => within(document.querySelector(selector) as HTMLElement);
const item = (name: string) => part('.facility-photo-list').getByRole('listitem', { name });
const names = () => part('.facility-photo-list').getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
const saveButton = () => part('.record-actions').getByRole('button', { name: /저장/ });

beforeEach(() => {
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
});

afterEach(() => {
  cleanup(); // unmount (and what it sends) while the fake server still answers
  server?.restore();
  setNavigator(null);
});

describe('시설 사진 등록 (facilities/photos/new)', () => {
  it('uploads many photos under one tempKey and saves them in the arranged order with their captions', async () => {
    serve();
    const user = setupUser();
    const { container, location } = renderApp('/admin/facilities/photos/new');
    const title = await screen.findByLabelText('공간 이름');

    await drop(container, [photoFile('a.jpg'), photoFile('b.jpg'), photoFile('c.jpg')]);
    await waitFor(() => expect(screen.getByText('전체 3/3장 업로드')).toBeInTheDocument());
    // the first photo went alone for the tempKey, every later one joined it
    expect(uploads[0]).toEqual({ name: 'a.jpg', params: {} });
    expect(uploads.slice(1).map((u) => u.params)).toEqual([{ tempKey: TEMP_KEY }, { tempKey: TEMP_KEY }]);
    expect(within(item('b.jpg')).getByRole('progressbar', { name: 'b.jpg 진행률' })).toHaveAttribute('aria-valuenow', '100');

    await user.click(within(item('c.jpg')).getByRole('button', { name: 'c.jpg 위로' }));
    expect(names()).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    expect(within(item('c.jpg')).getByRole('button', { name: 'c.jpg 위로' })).toHaveFocus();
    expect(within(item('a.jpg')).getByRole('button', { name: 'a.jpg 위로' })).toBeDisabled();
    expect(within(item('b.jpg')).getByRole('button', { name: 'b.jpg 아래로' })).toBeDisabled();

    await user.click(within(item('c.jpg')).getByRole('textbox', { name: 'c.jpg 사진 설명' }));
    await user.paste('교구장');
    await user.click(within(item('a.jpg')).getByRole('textbox', { name: 'a.jpg 사진 설명' }));
    await user.paste('  창가 자리 ');
    await user.click(title);
    await user.paste('교실');
    await user.click(screen.getByLabelText('설명'));
    await user.paste('햇살이 잘 드는 교실입니다.');
    await user.click(saveButton());

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      url: endpointUrl(facilityEndpoints.create),
      params: { tempKey: TEMP_KEY },
      body: {
        title: '교실',
        description: '햇살이 잘 드는 교실입니다.',
        photos: [
          { fileId: 100, caption: '창가 자리' },
          { fileId: 102, caption: '교구장' },
          { fileId: 101, caption: '' },
        ],
      },
    });
    await waitFor(() => expect(location()).toBe('/admin/facilities/photos'));
    expect(removed).toEqual([]);
  });

  it('asks for a photo before saving, refuses files that are not photos, and takes a removed upload back from the server', async () => {
    const alerts: string[] = [];
    const stop = useUiStore.subscribe((s) => s.alert.visible && alerts.push(s.alert.message));
    serve();
    const user = setupUser();
    const { container, router } = renderApp('/admin/facilities/photos/new');
    await user.click(await screen.findByLabelText('공간 이름'));
    await user.paste('현관');
    await user.click(saveButton());
    expect(await screen.findByText('사진을 한 장 이상 올려 주세요.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await drop(container, [photoFile('안내문.pdf', 'application/pdf')], { applyAccept: false });
    await waitFor(() => expect(alerts).toContain('시설 사진에는 사진 파일(jpg, png, webp, gif)만 올릴 수 있습니다.'));
    expect(uploads).toHaveLength(0);

    await drop(container, [photoFile('a.jpg'), photoFile('b.jpg')]);
    await waitFor(() => expect(screen.getByText('전체 2/2장 업로드')).toBeInTheDocument());
    await user.click(within(item('b.jpg')).getByRole('button', { name: 'b.jpg 삭제' }));
    await waitFor(() => expect(removed).toEqual([{ tempKey: TEMP_KEY, fileName: 'b.jpg' }]));
    expect(names()).toEqual(['a.jpg']);

    // leaving without saving takes the other upload back too
    await act(() => router.navigate('/admin/facilities/photos'));
    await waitFor(() => expect(removed).toEqual([{ tempKey: TEMP_KEY, fileName: 'b.jpg' }, { tempKey: TEMP_KEY, fileName: 'a.jpg' }]));
    stop();
  });

  it('puts the server’s field errors on their fields: the name, and a caption by its place in the list sent', async () => {
    serve(meData(), () => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION',
        message: '공간 이름은 100자 이하로 입력해 주세요.',
        requestId: 'req-test',
        details: { title: '공간 이름은 100자 이하로 입력해 주세요.', 'photos.1.caption': '사진 설명은 200자 이하로 입력해 주세요.' },
      },
    }));
    const user = setupUser();
    const { container } = renderApp('/admin/facilities/photos/new');
    await user.click(await screen.findByLabelText('공간 이름'));
    await user.paste('강당');
    await drop(container, [photoFile('a.jpg'), photoFile('b.jpg')]);
    await waitFor(() => expect(screen.getByText('전체 2/2장 업로드')).toBeInTheDocument());
    await user.click(saveButton());

    expect(await screen.findByText('공간 이름은 100자 이하로 입력해 주세요.')).toBeInTheDocument();
    expect(within(item('b.jpg')).getByText('사진 설명은 200자 이하로 입력해 주세요.')).toBeInTheDocument();
    expect(within(item('a.jpg')).queryByText('사진 설명은 200자 이하로 입력해 주세요.')).not.toBeInTheDocument();
  });

  it('tells a teacher the page is for admins and managers, without a form', async () => {
    serve(meData(teacherWithClass));
    renderApp('/admin/facilities/photos/new');
    expect(await screen.findByText('시설 사진은 원장님과 매니저만 등록하거나 고칠 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByLabelText('공간 이름')).not.toBeInTheDocument();
  });
});

describe('시설 사진 수정 (facilities/photos/{id}/edit)', () => {
  it('starts from the saved space and sends attached and new photos mixed in the order shown; a removed attached photo just leaves', async () => {
    serve();
    const user = setupUser();
    const { container } = renderApp('/admin/facilities/photos/9/edit');
    await waitFor(() => expect(screen.getByLabelText('공간 이름')).toHaveValue('놀이터'));
    expect(names()).toEqual(['saved-50.jpg', 'saved-51.jpg']);
    expect(within(item('saved-51.jpg')).getByRole('textbox', { name: 'saved-51.jpg 사진 설명' })).toHaveValue('그네');

    await drop(container, [photoFile('new.jpg')]);
    await waitFor(() => expect(screen.getByText('전체 1/1장 업로드')).toBeInTheDocument());
    await user.click(within(item('new.jpg')).getByRole('button', { name: 'new.jpg 위로' }));
    await user.click(within(item('saved-50.jpg')).getByRole('button', { name: 'saved-50.jpg 삭제' }));
    expect(names()).toEqual(['new.jpg', 'saved-51.jpg']);
    await user.click(within(item('new.jpg')).getByRole('textbox', { name: 'new.jpg 사진 설명' }));
    await user.paste('새 모래');
    await user.click(saveButton());

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      url: endpointUrl(facilityEndpoints.update, { facilityId: 9 }),
      params: { tempKey: TEMP_KEY },
      body: { title: '놀이터', description: '모래 놀이터', photos: [{ fileId: 100, caption: '새 모래' }, { fileId: 51, caption: '그네' }] },
    });
    // an attached photo is removed by the save, never taken back as a temp file
    expect(removed).toEqual([]);
  });

  it('deletes the space after a confirm', async () => {
    let deleted = 0;
    serve(meData(), undefined, {
      [route(facilityEndpoints.delete, { facilityId: 9 })]: () => {
        deleted++;
        return ok({ facilityId: 9, deletedFileIds: [50, 51] });
      },
    });
    const user = setupUser();
    const { location } = renderApp('/admin/facilities/photos/9/edit');
    await waitFor(() => expect(screen.getByLabelText('공간 이름')).toHaveValue('놀이터'));
    await user.click(part('.record-actions').getByRole('button', { name: /삭제/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("'놀이터' 시설 사진을 삭제할까요?");
    expect(deleted).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(deleted).toBe(1));
    await waitFor(() => expect(location()).toBe('/admin/facilities/photos'));
  });
});
