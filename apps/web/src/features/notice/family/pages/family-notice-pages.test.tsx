import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl, familyEndpoints, noticeFamilyEndpoints, type FamilyNotice } from '@kg/contract';
import { familyMe, installFamilyServer, resetFamily } from '@/family/test/family-fixtures';
import { fail, ok, route, type FakeReply } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFamilyServer> | undefined;

/**
 * What the browser was sent to (jsdom follows no link: it is recorded instead): a file saved under `name`, or a page
 * opened in a new tab. A tap the page let through, a link the page clicked itself, or a tab the page opened and sent on.
 */
type Followed = { href: string; name?: string; newTab?: true };
let followed: Followed[] = [];
/** Tabs the page opened (window.open), and whether it closed them again. */
let tabs: { closed: boolean }[] = [];
const followedOf = (link: HTMLAnchorElement): Followed => ({
  href: link.getAttribute('href') ?? '',
  ...(link.download ? { name: link.download } : {}),
  ...(link.target === '_blank' ? { newTab: true as const } : {}),
});
const recordLinkClick = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link) return;
  if (!event.defaultPrevented) followed.push(followedOf(link));
  event.preventDefault();
};
beforeEach(() => {
  resetFamily();
  followed = [];
  tabs = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push(followedOf(this));
  });
  vi.spyOn(window, 'open').mockImplementation((url) => {
    const opened = { closed: false };
    tabs.push(opened);
    if (url) followed.push({ href: String(url), newTab: true });
    const tab = {
      opener: window as unknown,
      location: { replace: (href: string) => followed.push({ href, newTab: true }) },
      close: () => {
        opened.closed = true;
      },
    };
    return tab as unknown as Window;
  });
  window.addEventListener('click', recordLinkClick);
});
afterEach(() => {
  server?.restore();
  window.removeEventListener('click', recordLinkClick);
  vi.restoreAllMocks();
});

const fileUrl = (fileId: number) => endpointUrl(noticeFamilyEndpoints.file, { childCode: 11, noticeId: 9, fileId });
const NOTICE = route(noticeFamilyEndpoints.get, { childCode: 11, noticeId: 9 });
const PATH = '/parent/c/11/notice/9';
const notice: FamilyNotice = {
  noticeId: 9,
  title: '김장 체험 안내',
  summary: '',
  pinned: false,
  publishedAt: '2026-11-20T00:00:00.000Z',
  attachmentCount: 2,
  forClass: true,
  content: '<p>앞치마를 보내 주세요.</p>',
  authorName: '이선생',
  attachments: [
    { fileId: 1, fileName: '김장.jpg', kind: 'image', mimeType: 'image/jpeg', size: 1000, url: fileUrl(1) },
    { fileId: 2, fileName: '준비물 안내.pdf', kind: 'document', mimeType: 'application/pdf', size: 2000, url: fileUrl(2) },
  ],
};
const JPG: Followed = { href: fileUrl(1), newTab: true };
// followed in this tab without `download`: the server names the file, and a failed one shows its error page
const PDF: Followed = { href: fileUrl(2) };

/** The notice's document in its 첨부파일 list, and its image in the grid. */
const pdfLink = () => within(screen.getByRole('list', { name: '첨부파일' })).getByRole('link', { name: /준비물 안내\.pdf/ });
const jpgLink = () => screen.getByRole('link', { name: '김장.jpg' });

describe('parent app 공지사항', () => {
  it('shows a notice with its text, its image and its attachment', async () => {
    server = installFamilyServer({ [NOTICE]: () => ok(notice) });
    renderApp(PATH);
    expect(await screen.findByText('앞치마를 보내 주세요.')).toBeInTheDocument();
    expect(pdfLink()).toHaveAttribute('href', fileUrl(2));
    expect(pdfLink()).toHaveAttribute('download', '준비물 안내.pdf');
    expect(jpgLink()).toHaveAttribute('href', fileUrl(1));
    expect(jpgLink()).toHaveAttribute('target', '_blank');
    expect(within(jpgLink()).getByRole('img', { name: '김장.jpg' })).toHaveAttribute('src', fileUrl(1));
  });

  it('saves the attachment and opens the image once a call confirmed the session, renewing an expired access token first', async () => {
    localStorage.setItem('kg.family.rememberMe', '1');
    // GET /family/me: the guard's, the attachment's, then an access token that has expired (the refresh renews it)
    const meReplies: FakeReply[] = [ok(familyMe()), ok(familyMe()), fail(401, 'AT_EXPIRED', '로그인이 만료되었습니다.')];
    server = installFamilyServer({
      [NOTICE]: () => ok(notice),
      [route(familyEndpoints.me)]: () => meReplies.shift() ?? ok(familyMe()),
      [route(familyEndpoints.refresh)]: () => ok(familyMe()),
    });
    const app = renderApp(PATH);
    const user = setupUser();
    await screen.findByText('앞치마를 보내 주세요.');
    const me = route(familyEndpoints.me);
    expect(server.count(me)).toBe(1);

    await user.click(pdfLink());
    await waitFor(() => expect(followed).toEqual([PDF]));
    expect(server.count(me)).toBe(2);

    await user.click(jpgLink());
    await waitFor(() => expect(followed).toEqual([PDF, JPG]));
    expect(server.count(route(familyEndpoints.refresh))).toBe(1);
    expect(server.count(me)).toBe(4); // the refused one and its retry
    expect(tabs).toEqual([{ closed: false }]);
    expect(app.location()).toBe(PATH);
  });

  it('a session that has ended sends the parent to login instead of to the attachment, and back to the notice afterwards', async () => {
    let signedIn = true;
    server = installFamilyServer({
      [NOTICE]: () => ok(notice),
      // the guard's call finds the session; by the time the parent taps the attachment it has ended
      [route(familyEndpoints.me)]: () => (signedIn ? ok(familyMe()) : fail(401, 'INVALID_TOKEN', '다시 로그인해 주세요.')),
      [route(familyEndpoints.session)]: () => ok(null),
      [route(familyEndpoints.login)]: () => {
        signedIn = true;
        return ok(familyMe());
      },
    });
    const app = renderApp(PATH);
    const user = setupUser();
    await screen.findByText('앞치마를 보내 주세요.');
    signedIn = false;

    await user.click(pdfLink());
    await screen.findByRole('button', { name: '로그인' });
    expect(app.location()).toBe(`/parent/login?redirect=${encodeURIComponent(PATH)}`);
    expect(followed).toEqual([]);

    await user.type(screen.getByLabelText('아이디'), 'parent1');
    await user.type(screen.getByLabelText('비밀번호'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await screen.findByText('앞치마를 보내 주세요.');
    await user.click(pdfLink());
    await waitFor(() => expect(followed).toEqual([PDF]));
    expect(app.location()).toBe(PATH);
  });

  it('a session that has ended sends the parent to login instead of opening the image, closing the tab it had opened', async () => {
    let signedIn = true;
    server = installFamilyServer({
      [NOTICE]: () => ok(notice),
      [route(familyEndpoints.me)]: () => (signedIn ? ok(familyMe()) : fail(401, 'INVALID_TOKEN', '다시 로그인해 주세요.')),
      [route(familyEndpoints.session)]: () => ok(null),
    });
    const app = renderApp(PATH);
    const user = setupUser();
    await screen.findByText('앞치마를 보내 주세요.');
    signedIn = false;

    await user.click(jpgLink());
    await screen.findByRole('button', { name: '로그인' });
    expect(app.location()).toBe(`/parent/login?redirect=${encodeURIComponent(PATH)}`);
    expect(followed).toEqual([]);
    expect(tabs.every((tab) => tab.closed)).toBe(true);
  });
});
