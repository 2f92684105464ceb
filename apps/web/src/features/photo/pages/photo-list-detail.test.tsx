import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_API_BASE, authEndpoints, endpointUrl, photoEndpoints, type PhotoAlbum, type PhotoAlbumListItem } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
let searches: Record<string, unknown>[];
let deletes: string[];

function listItem(id: number, overrides: Partial<PhotoAlbumListItem> = {}): PhotoAlbumListItem {
  return {
    photoId: id,
    classId: 3,
    photoTitle: `활동 ${id}`,
    photoDate: '2026-11-20',
    photoCount: 4,
    coverThumbnailUrl: `${FILE_API_BASE}/${id * 10}/thumb`,
    children: [{ childCode: 11, name: '김하나' }],
    authorName: '이선생',
    createdAt: '2026-11-20T06:00:00.000Z',
    ...overrides,
  };
}

const album: PhotoAlbum = {
  ...listItem(5, { photoTitle: '가을 소풍', photoCount: 2, coverThumbnailUrl: `${FILE_API_BASE}/50/thumb` }),
  className: '햇님반',
  comment: '단풍이 예뻤어요.',
  children: [
    { childCode: 11, name: '김하나' },
    { childCode: 12, name: '박민준' },
  ],
  photos: [50, 51].map((fileId) => ({
    fileId,
    fileName: `${fileId}.jpg`,
    kind: 'image' as const,
    mimeType: 'image/jpeg',
    size: 1000,
    width: 800,
    height: 600,
    url: `${FILE_API_BASE}/${fileId}`,
    thumbnailUrl: `${FILE_API_BASE}/${fileId}/thumb`,
  })),
  updatedAt: '2026-11-20T06:00:00.000Z',
};

function serve() {
  searches = [];
  deletes = [];
  const all = Array.from({ length: 12 }, (_, i) => listItem(i + 1, i === 0 ? { photoTitle: '가을 소풍', coverThumbnailUrl: null, photoCount: 0 } : {}));
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
    [route(photoEndpoints.search, { classId: 3 })]: (config: InternalAxiosRequestConfig) => {
      const params = { ...(config.params as Record<string, unknown>) };
      searches.push(params);
      const page = Number(params.page ?? 1);
      const matching = params.searchType === 'title' ? all.filter((a) => a.photoTitle.includes(String(params.keyword))) : all;
      return ok({ items: matching.slice((page - 1) * 10, page * 10), page, size: 10, total: matching.length, totalPages: Math.ceil(matching.length / 10) });
    },
    [route(photoEndpoints.get, { classId: 3, id: 5 })]: () => ok(album),
    [route(photoEndpoints.delete, { classId: 3, id: 5 })]: (config) => {
      deletes.push(config.url!);
      return ok({ photoId: 5, fileIds: [50, 51] });
    },
  });
}

/** jsdom's getComputedStyle is slow over antd's many style tags: skip user-event's pointer-events check. */

// Role queries are scoped to one part of the page: over the whole antd layout they take seconds each in jsdom.
const part = (selector: string) => within(document.querySelector(selector) as HTMLElement);
const results = () => part('.list-view');

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
});

afterEach(() => {
  cleanup();
  server?.restore();
  setNavigator(null);
});

describe('photo albums list and detail', () => {
  it('shows the albums as cover cards with paging and a title search, and links to the create form', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/story/photo');
    await screen.findByText('총 12건');
    const card = results().getByRole('article', { name: '활동 2' });
    expect(within(card).getByRole('img', { name: '활동 2' })).toHaveAttribute('src', `${FILE_API_BASE}/20/thumb`);
    expect(within(card).getByText('사진 4장')).toBeInTheDocument();
    expect(within(card).getByText('김하나')).toBeInTheDocument();
    expect(within(results().getByRole('article', { name: '가을 소풍' })).getByText('사진 없음')).toBeInTheDocument();
    expect(results().getAllByRole('article')).toHaveLength(10);
    // a card grid, not a table, on a desktop-wide screen too
    expect(document.querySelector('table')).toBeNull();
    expect(part('.page-title').getByRole('link', { name: /사진첩 만들기/ })).toHaveAttribute('href', '/admin/story/photo/new');
    expect(card.closest('a')).toHaveAttribute('href', '/admin/story/photo/2');

    await user.click(part('.list-pagination').getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ page: 2 }));
    await screen.findByText('활동 11');
    expect(results().getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByLabelText('검색어'));
    await user.paste('소풍');
    await user.click(part('.search-bar').getByRole('button', { name: /검색/ }));
    await waitFor(() => expect(searches.at(-1)).toEqual({ page: 1, size: 10, searchType: 'title', keyword: '소풍' }));
    await screen.findByText('총 1건');
  });

  it('shows the album’s photos for the full-screen viewer and tagged children; deletes after the confirm dialog', async () => {
    serve();
    const user = setupUser();
    const { location } = renderApp('/admin/story/photo/5');
    await screen.findByText('단풍이 예뻤어요.');
    expect(part('.record-summary').getByRole('heading', { level: 2, name: '가을 소풍' })).toBeInTheDocument();
    expect(screen.getByText('박민준')).toBeInTheDocument();
    const photos = part('.photo-grid').getAllByRole('img');
    expect(photos.map((p) => p.getAttribute('src'))).toEqual([`${FILE_API_BASE}/50/thumb`, `${FILE_API_BASE}/51/thumb`]);
    expect(photos[0]).toHaveAccessibleName('가을 소풍 사진 1');

    await user.click(part('.record-actions').getByRole('button', { name: /삭제/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("'가을 소풍' 사진첩을 삭제할까요?");
    expect(deletes).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(deletes).toEqual([endpointUrl(photoEndpoints.delete, { classId: 3, id: 5 })]));
    await waitFor(() => expect(location()).toBe('/admin/story/photo'));
    expect(await screen.findByRole('alert')).toHaveTextContent('사진첩을 삭제했습니다.');
  });
});
