import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_API_BASE, authEndpoints, facilityEndpoints, type Facility, type FacilityPhoto } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const PAGE = '/admin/facilities/photos';
let server: ReturnType<typeof installFakeServer> | undefined;
let rows: Facility[];
let searches: Record<string, unknown>[];
let reorders: unknown[];

function photo(fileId: number, caption: string): FacilityPhoto {
  return {
    fileId,
    caption,
    fileName: `${fileId}.jpg`,
    url: `${FILE_API_BASE}/${fileId}`,
    thumbnailUrl: `${FILE_API_BASE}/${fileId}/thumb`,
    width: 1600,
    height: 1200,
  };
}

function facility(facilityId: number, title: string, photos: FacilityPhoto[], description = ''): Facility {
  return {
    facilityId,
    title,
    description,
    sortOrder: facilityId,
    photos,
    authorName: '김원장',
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-02T01:00:00.000Z',
  };
}

/** A small facility server: the spaces in their order; `reorder` answers with `reorderReply` (default: accepts). */
function serve(me = meData(), reorderReply?: () => ReturnType<typeof fail>) {
  searches = [];
  reorders = [];
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [route(facilityEndpoints.search)]: (config) => {
      searches.push({ ...config.params });
      return ok({ items: rows, page: 1, size: 100, total: rows.length, totalPages: 1 });
    },
    [route(facilityEndpoints.reorder)]: (config) => {
      const body = JSON.parse(String(config.data)) as { facilityIds: number[] };
      reorders.push(body);
      if (reorderReply) return reorderReply();
      rows = body.facilityIds.map((id) => rows.find((f) => f.facilityId === id)!);
      return ok(body);
    },
  });
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const section = (title: string) => screen.getByRole('region', { name: title });

beforeEach(() => {
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  rows = [
    facility(1, '교실', [photo(11, '햇살이 드는 창가'), photo(12, ''), photo(13, '교구장')], '만 3세반 교실입니다.'),
    facility(2, '놀이터', [photo(21, '미끄럼틀')]),
    facility(3, '식당', []),
  ];
});

afterEach(() => {
  cleanup(); // unmount (and what it sends) while the fake server still answers
  server?.restore();
  setNavigator(null);
});

describe('시설 사진 (facilities/photos)', () => {
  it('shows every space in its order with its photos and captions in order; the preview opens the full-size photo', async () => {
    serve();
    const user = setupUser();
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 2, name: '교실' });
    expect(headings()).toEqual(['교실', '놀이터', '식당']);
    expect(searches[0]).toMatchObject({ page: 1, size: 100 });

    const classroom = section('교실');
    expect(within(classroom).getByText('만 3세반 교실입니다.')).toBeInTheDocument();
    expect(within(classroom).getByText('사진 3장')).toBeInTheDocument();
    const images = within(within(classroom).getByRole('list', { name: '교실 사진' })).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['교실 사진 1: 햇살이 드는 창가', '교실 사진 2', '교실 사진 3: 교구장']);
    expect(images.map((img) => img.getAttribute('src'))).toEqual([`${FILE_API_BASE}/11/thumb`, `${FILE_API_BASE}/12/thumb`, `${FILE_API_BASE}/13/thumb`]);
    expect(within(classroom).getAllByText(/햇살이 드는 창가|교구장/).map((n) => n.textContent)).toEqual(['햇살이 드는 창가', '교구장']);
    expect(within(section('식당')).getByText('사진이 없습니다.')).toBeInTheDocument();

    // the viewer shows the display-size photo, not the thumbnail
    await user.click(images[2]);
    const preview = await waitFor(() => {
      const img = document.querySelector<HTMLImageElement>('.ant-image-preview img');
      expect(img).not.toBeNull();
      return img!;
    });
    expect(preview).toHaveAttribute('src', `${FILE_API_BASE}/13`);
    expect(document.querySelector('.ant-image-preview')).toHaveTextContent('3 / 3 · 교구장');
  });

  it('lets an admin move a space: every id goes to the server in the new order and the page follows at once', async () => {
    serve();
    const user = setupUser();
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 2, name: '교실' });
    expect(within(section('교실')).getByRole('button', { name: '교실 위로' })).toBeDisabled();
    expect(within(section('식당')).getByRole('button', { name: '식당 아래로' })).toBeDisabled();

    await user.click(within(section('식당')).getByRole('button', { name: '식당 위로' }));
    expect(headings()).toEqual(['교실', '식당', '놀이터']);
    await waitFor(() => expect(reorders).toEqual([{ facilityIds: [1, 3, 2] }]));
    // the moved space keeps the focus, and a screen reader hears where it went
    expect(within(section('식당')).getByRole('button', { name: '식당 위로' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('식당: 3개 공간 중 2번째');

    await user.click(within(section('교실')).getByRole('button', { name: '교실 아래로' }));
    await waitFor(() => expect(reorders).toHaveLength(2));
    expect(reorders[1]).toEqual({ facilityIds: [3, 1, 2] });
    await waitFor(() => expect(headings()).toEqual(['식당', '교실', '놀이터']));
  });

  it('puts the order back and shows the server’s message when the move is refused', async () => {
    const alerts: string[] = [];
    const stop = useUiStore.subscribe((s) => s.alert.visible && alerts.push(s.alert.message));
    serve(meData(), () => fail(400, 'VALIDATION', '공간 순서가 올바르지 않습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.'));
    const user = setupUser();
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 2, name: '놀이터' });
    await user.click(within(section('놀이터')).getByRole('button', { name: '놀이터 위로' }));
    await waitFor(() => expect(alerts).toContain('공간 순서가 올바르지 않습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.'));
    await waitFor(() => expect(headings()).toEqual(['교실', '놀이터', '식당']));
    expect(reorders).toEqual([{ facilityIds: [2, 1, 3] }]);
    stop();
  });

  it('shows a teacher the photos without any edit controls', async () => {
    serve(meData(teacherWithClass));
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 2, name: '교실' });
    expect(screen.queryByRole('button', { name: /위로|아래로/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /수정|시설 사진 등록/ })).not.toBeInTheDocument();
    expect(within(section('놀이터')).getByText('미끄럼틀')).toBeInTheDocument();
  });

  it('says so when there is no space yet', async () => {
    rows = [];
    serve();
    renderApp(PAGE);
    expect(await screen.findByText('등록된 시설 사진이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /시설 사진 등록/ })).toHaveAttribute('href', '/admin/facilities/photos/new');
    await act(async () => {});
  });
});
