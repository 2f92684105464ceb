import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl, familyEndpoints, photoFamilyEndpoints, type FamilyPhotoAlbum, type FamilyPhotoAlbumListItem } from '@kg/contract';
import { familyMe, installFamilyServer, resetFamily } from '@/family/test/family-fixtures';
import { fail, ok, route, type FakeReply } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFamilyServer> | undefined;
/**
 * Every link the browser followed to a file (what jsdom cannot do: it is recorded instead): a tap the page let through,
 * or a link the page clicked itself.
 */
let followed: { href: string; name?: string }[] = [];
/** A followed link: its address, and the name it saves under when it carries `download`. */
const followedOf = (link: HTMLAnchorElement) => ({ href: link.getAttribute('href') ?? '', ...(link.download ? { name: link.download } : {}) });
const recordLinkClick = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link) return;
  if (!event.defaultPrevented) followed.push(followedOf(link));
  event.preventDefault();
};
beforeEach(() => {
  resetFamily();
  followed = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push(followedOf(this));
  });
  window.addEventListener('click', recordLinkClick);
});
afterEach(() => {
  server?.restore();
  window.removeEventListener('click', recordLinkClick);
  vi.restoreAllMocks();
});

const album = (photoId: number, title: string): FamilyPhotoAlbumListItem => ({
  photoId,
  photoTitle: title,
  photoDate: '2026-11-03',
  photoCount: 2,
  coverThumbnailUrl: fileUrl(photoId, 1, 'photoThumbnail'),
});
const fileUrl = (photoId: number, fileId: number, kind: 'photo' | 'photoThumbnail' | 'photoOriginal' = 'photo') =>
  endpointUrl(photoFamilyEndpoints[kind], { childCode: 11, photoId, fileId });
const page = (items: FamilyPhotoAlbumListItem[]) => ({ items, page: 1, size: 100, total: items.length, totalPages: 1 });
const LIST = route(photoFamilyEndpoints.list, { childCode: 11 });
const ZIP_URL = `${endpointUrl(photoFamilyEndpoints.zip, { childCode: 11 })}?month=2026-10`;
const ZIP_NAME = '사진첩_김하늘_2026-10.zip';
const octoberAlbums = () => ok(page([album(7, '가을 소풍')]));
const ALBUM = route(photoFamilyEndpoints.get, { childCode: 11, photoId: 7 });
const autumnAlbum: FamilyPhotoAlbum = {
  ...album(7, '가을 소풍'),
  className: '햇님반',
  comment: '즐거운 소풍',
  authorName: '이선생',
  photos: [1, 2].map((fileId) => ({
    fileId,
    fileName: `소풍${fileId}.jpg`,
    width: 800,
    height: 600,
    url: fileUrl(7, fileId),
    thumbnailUrl: fileUrl(7, fileId, 'photoThumbnail'),
    originalUrl: fileUrl(7, fileId, 'photoOriginal'),
  })),
};

describe('parent app 사진첩', () => {
  it('lists the month’s albums and offers the month’s originals as one ZIP, named for the child and the month', async () => {
    const months: unknown[] = [];
    server = installFamilyServer({
      [LIST]: (config) => {
        months.push(config.params.month);
        return ok(config.params.month === '2026-10' ? page([album(7, '가을 소풍'), album(8, '생일 잔치')]) : page([]));
      },
    });
    renderApp('/parent/c/11/photo?month=2026-10');
    const grid = await screen.findByRole('list', { name: '사진첩' });
    expect(within(grid).getByRole('link', { name: /가을 소풍/ })).toHaveAttribute('href', '/parent/c/11/photo/7');
    const zip = screen.getByRole('link', { name: /2026년 10월 사진 모두 받기/ });
    expect(zip).toHaveAttribute('href', ZIP_URL);
    expect(zip).toHaveAttribute('download', ZIP_NAME);

    // a month without albums: no ZIP to offer (the server would answer 404 이 달에 받을 사진이 없습니다.)
    await setupUser().click(screen.getByRole('button', { name: '다음 달' }));
    expect(await screen.findByText('이 달에 아이가 나온 사진첩이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /사진 모두 받기/ })).not.toBeInTheDocument();
    expect(months).toEqual(['2026-10', '2026-11']);
  });

  it('starts the ZIP once a call confirmed the session, renewing an expired access token first', async () => {
    localStorage.setItem('kg.family.rememberMe', '1');
    // GET /family/me: the guard's, the first ZIP's, then an access token that has expired (the refresh renews it)
    const meReplies: FakeReply[] = [ok(familyMe()), ok(familyMe()), fail(401, 'AT_EXPIRED', '로그인이 만료되었습니다.')];
    server = installFamilyServer({
      [LIST]: octoberAlbums,
      [route(familyEndpoints.me)]: () => meReplies.shift() ?? ok(familyMe()),
      [route(familyEndpoints.refresh)]: () => ok(familyMe()),
    });
    const app = renderApp('/parent/c/11/photo?month=2026-10');
    const user = setupUser();
    const zip = await screen.findByRole('link', { name: /2026년 10월 사진 모두 받기/ });
    const me = route(familyEndpoints.me);
    expect(server.count(me)).toBe(1);

    await user.click(zip);
    // followed in this tab without `download`: the server names the ZIP, and a failed one shows its error page
    await waitFor(() => expect(followed).toEqual([{ href: ZIP_URL }]));
    expect(server.count(me)).toBe(2);

    await user.click(zip);
    await waitFor(() => expect(followed).toHaveLength(2));
    expect(followed[1]).toEqual({ href: ZIP_URL });
    expect(server.count(route(familyEndpoints.refresh))).toBe(1);
    expect(server.count(me)).toBe(4); // the refused one and its retry
    expect(app.location()).toBe('/parent/c/11/photo?month=2026-10');
  });

  it('a session that has ended sends the parent to login instead of to the ZIP, and back to the month afterwards', async () => {
    let signedIn = true;
    server = installFamilyServer({
      [LIST]: octoberAlbums,
      // the guard's call finds the session; by the time the parent taps the ZIP it has ended
      [route(familyEndpoints.me)]: () => (signedIn ? ok(familyMe()) : fail(401, 'INVALID_TOKEN', '다시 로그인해 주세요.')),
      [route(familyEndpoints.session)]: () => ok(null),
      [route(familyEndpoints.login)]: () => {
        signedIn = true;
        return ok(familyMe());
      },
    });
    const app = renderApp('/parent/c/11/photo?month=2026-10');
    const user = setupUser();
    const zip = await screen.findByRole('link', { name: /2026년 10월 사진 모두 받기/ });
    signedIn = false;

    await user.click(zip);
    await screen.findByRole('button', { name: '로그인' });
    expect(app.location()).toBe(`/parent/login?redirect=${encodeURIComponent('/parent/c/11/photo?month=2026-10')}`);
    expect(followed).toEqual([]);

    await user.type(screen.getByLabelText('아이디'), 'parent1');
    await user.type(screen.getByLabelText('비밀번호'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await user.click(await screen.findByRole('link', { name: /2026년 10월 사진 모두 받기/ }));
    await waitFor(() => expect(followed).toEqual([{ href: ZIP_URL }]));
    expect(app.location()).toBe('/parent/c/11/photo?month=2026-10');
  });

  it('opens an album’s photos full-screen, moves with the arrows and saves the original', async () => {
    server = installFamilyServer({ [ALBUM]: () => ok(autumnAlbum) });
    renderApp('/parent/c/11/photo/7');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: '사진 1 크게 보기' }));
    const viewer = screen.getByRole('dialog', { name: '사진 1 / 2' });
    expect(within(viewer).getByRole('img', { name: '소풍1.jpg' })).toHaveAttribute('src', fileUrl(7, 1));
    expect(within(viewer).queryByRole('button', { name: '이전 사진' })).not.toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: '다음 사진' }));
    const second = screen.getByRole('dialog', { name: '사진 2 / 2' });
    expect(within(second).getByRole('link', { name: /원본 저장/ })).toHaveAttribute('href', fileUrl(7, 2, 'photoOriginal'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves an original once a call confirmed the session, renewing an expired access token first', async () => {
    localStorage.setItem('kg.family.rememberMe', '1');
    // GET /family/me: the guard's, then an access token that has expired (the refresh renews it)
    const meReplies: FakeReply[] = [ok(familyMe()), fail(401, 'AT_EXPIRED', '로그인이 만료되었습니다.')];
    server = installFamilyServer({
      [ALBUM]: () => ok(autumnAlbum),
      [route(familyEndpoints.me)]: () => meReplies.shift() ?? ok(familyMe()),
      [route(familyEndpoints.refresh)]: () => ok(familyMe()),
    });
    const app = renderApp('/parent/c/11/photo/7');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: '사진 2 크게 보기' }));
    const me = route(familyEndpoints.me);
    expect(server.count(me)).toBe(1);

    await user.click(within(screen.getByRole('dialog', { name: '사진 2 / 2' })).getByRole('link', { name: /원본 저장/ }));
    await waitFor(() => expect(followed).toEqual([{ href: fileUrl(7, 2, 'photoOriginal') }]));
    expect(server.count(route(familyEndpoints.refresh))).toBe(1);
    expect(server.count(me)).toBe(3); // the refused one and its retry
    expect(app.location()).toBe('/parent/c/11/photo/7');
    expect(screen.getByRole('dialog', { name: '사진 2 / 2' })).toBeInTheDocument();
  });

  it('a session that has ended sends the parent to login instead of to the original, and back to the album afterwards', async () => {
    let signedIn = true;
    server = installFamilyServer({
      [ALBUM]: () => ok(autumnAlbum),
      // the guard's call finds the session; by the time the parent taps 원본 저장 it has ended
      [route(familyEndpoints.me)]: () => (signedIn ? ok(familyMe()) : fail(401, 'INVALID_TOKEN', '다시 로그인해 주세요.')),
      [route(familyEndpoints.session)]: () => ok(null),
      [route(familyEndpoints.login)]: () => {
        signedIn = true;
        return ok(familyMe());
      },
    });
    const app = renderApp('/parent/c/11/photo/7');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: '사진 1 크게 보기' }));
    signedIn = false;

    await user.click(within(screen.getByRole('dialog', { name: '사진 1 / 2' })).getByRole('link', { name: /원본 저장/ }));
    await screen.findByRole('button', { name: '로그인' });
    expect(app.location()).toBe(`/parent/login?redirect=${encodeURIComponent('/parent/c/11/photo/7')}`);
    expect(followed).toEqual([]);

    await user.type(screen.getByLabelText('아이디'), 'parent1');
    await user.type(screen.getByLabelText('비밀번호'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await user.click(await screen.findByRole('button', { name: '사진 1 크게 보기' }));
    await user.click(within(screen.getByRole('dialog', { name: '사진 1 / 2' })).getByRole('link', { name: /원본 저장/ }));
    await waitFor(() => expect(followed).toEqual([{ href: fileUrl(7, 1, 'photoOriginal') }]));
    expect(app.location()).toBe('/parent/c/11/photo/7');
  });
});
