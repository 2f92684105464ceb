import { cleanup as cleanupPage, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alimNoteEndpoints, authEndpoints, type AlimNoteDetail, type AlimToday, type CreateAlimNotesInput } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, goOffline, installFakeServer, noAnswer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const TODAY = '2026-11-21';
let server: ReturnType<typeof installFakeServer> | undefined;

function child(childCode: number, childName: string, noteId: number | null = null): AlimToday['children'][number] {
  return {
    childCode,
    childName,
    gender: 'F',
    profileThumbnailUrl: null,
    noteId,
    hasNote: noteId !== null,
    mood: noteId ? 'good' : null,
    health: null,
    meal: null,
    nap: null,
    bowel: null,
    temperature: null,
    photoCount: 0,
    absent: false,
  };
}

const board: AlimToday = {
  date: TODAY,
  total: 4,
  written: 1,
  absent: 0,
  children: [child(11, '김하늘', 501), child(12, '박바다'), child(13, '이구름'), child(14, '정별')],
};

const note: AlimNoteDetail = {
  noteId: 501,
  classId: 3,
  className: '햇님반',
  childCode: 11,
  childName: '김하늘',
  noteDate: TODAY,
  content: '블록으로 높은 탑을 쌓았어요.',
  mood: 'good',
  health: 'good',
  meal: 'little',
  nap: null,
  bowel: 'normal',
  temperature: 37.8,
  photoCount: 0,
  thumbnailUrl: null,
  authorName: '이선생',
  readAt: null,
  replyCount: 0,
  createdAt: `${TODAY}T01:00:00.000Z`,
  updatedAt: `${TODAY}T01:00:00.000Z`,
  photos: [],
  readByName: null,
  replies: [],
};

function serve(extra: Record<string, FakeHandler> = {}) {
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
    [route(alimNoteEndpoints.today, { classId: 3 })]: () => ok(board),
    [route(alimNoteEndpoints.search, { classId: 3 })]: () => ok({ items: [], page: 1, size: 10, total: 0, totalPages: 1 }),
    [route(alimNoteEndpoints.get, { classId: 3, noteId: 501 })]: () => ok(note),
    ...extra,
  });
  return server;
}

/** Tiles by their accessible label (role queries over the whole app are slow on a busy machine). */
const tile = (name: RegExp) => screen.findByLabelText(name);
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], '놀이.jpg', { type: 'image/jpeg' });

async function openWriterFor(user: ReturnType<typeof setupUser>, names: RegExp[]) {
  await screen.findByText('4명 중 1명 작성');
  for (const name of names) await user.click(await tile(name));
  await user.click(screen.getByText(`알림장 쓰기 (${names.length}명)`));
  const drawer = await screen.findByRole('dialog');
  expect(drawer).toHaveTextContent(`알림장 쓰기 · ${names.length}명`);
  return drawer;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  queryClient.clear();
  useUiStore.setState({ accessDenied: { visible: false, message: '' }, alert: { visible: false, type: 'info', message: '' } });
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('알림장 page', () => {
  it('shows at a glance who still has no note, and opens a written one in a drawer kept in the URL', async () => {
    serve();
    const user = setupUser();
    const app = renderApp('/admin/story/alimNote');
    await screen.findByText('4명 중 1명 작성');
    expect(await tile(/^김하늘 작성 완료/)).not.toHaveAttribute('aria-pressed');
    for (const name of ['박바다', '이구름', '정별']) expect(await tile(new RegExp(`^${name} 미작성`))).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByText('아직 안 쓴 원아 모두'));
    for (const name of ['박바다', '이구름', '정별']) expect(screen.getByLabelText(`${name} 미작성, 선택됨`)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('알림장 쓰기 (3명)').closest('button')).toBeEnabled();

    await user.click(await tile(/^김하늘 작성 완료/));
    await waitFor(() => expect(app.location()).toBe('/admin/story/alimNote?note=501'));
    // (antd labels dialogs by generated ids, which are not unique under test: find the one dialog, check its title)
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('블록으로 높은 탑을 쌓았어요.');
    expect(within(drawer).getByText('식사 조금 먹음')).toBeInTheDocument();
    expect(within(drawer).getByText('체온 37.8℃')).toBeInTheDocument();
  });

  it('shows who read a note and its replies, and lets the teacher answer (an empty answer refused on the field)', async () => {
    let current: AlimNoteDetail = {
      ...note,
      readAt: `${TODAY}T03:00:00.000Z`,
      readByName: '김엄마',
      replyCount: 1,
      replies: [{ replyId: 1, author: 'parent', authorName: '김엄마', relation: '모', content: '감사합니다!', createdAt: `${TODAY}T03:05:00.000Z` }],
    };
    const sent: unknown[] = [];
    serve({
      [route(alimNoteEndpoints.get, { classId: 3, noteId: 501 })]: () => ok(current),
      [route(alimNoteEndpoints.reply, { classId: 3, noteId: 501 })]: (config: InternalAxiosRequestConfig) => {
        const body = JSON.parse(config.data as string) as { content: string };
        sent.push(body);
        const answer = { replyId: 2, author: 'teacher' as const, authorName: '이선생', relation: null, content: body.content, createdAt: `${TODAY}T04:00:00.000Z` };
        current = { ...current, replyCount: 2, replies: [...current.replies, answer] };
        return ok(answer);
      },
    });
    const user = setupUser();
    renderApp('/admin/story/alimNote?note=501');
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('감사합니다!');
    expect(within(drawer).getByText('김엄마 (모)')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('(김엄마)');

    // an empty answer is refused by the contract's rule before any call
    await user.click(within(drawer).getByRole('button', { name: '답글 남기기' }));
    expect(await within(drawer).findByText('댓글 내용을 입력해 주세요.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(drawer).getByLabelText('답글'), '내일도 즐겁게 놀아요.');
    await user.click(within(drawer).getByRole('button', { name: '답글 남기기' }));
    await waitFor(() => expect(sent).toEqual([{ content: '내일도 즐겁게 놀아요.' }]));
    expect(await within(drawer).findByText('이선생 선생님')).toBeInTheDocument();
    expect(within(drawer).getByText('내일도 즐겁게 놀아요.')).toBeInTheDocument();
  });

  it('filters the list to the notes no parent has read yet (readState=unread in the URL and the query)', async () => {
    const queries: unknown[] = [];
    serve({
      [route(alimNoteEndpoints.search, { classId: 3 })]: (config: InternalAxiosRequestConfig) => {
        queries.push(config.params);
        return ok({ items: [], page: 1, size: 10, total: 0, totalPages: 1 });
      },
    });
    const app = renderApp('/admin/story/alimNote?readState=unread');
    await waitFor(() => expect(queries).toContainEqual(expect.objectContaining({ readState: 'unread' })));
    expect(app.location()).toContain('readState=unread');
  });

  it('comes with the child chosen that the dashboard linked (?childCode=), only while that child has no note', async () => {
    serve();
    renderApp('/admin/story/alimNote?childCode=13');
    expect(await tile(/^이구름 미작성/)).toHaveAttribute('aria-pressed', 'true');
    expect(await tile(/^박바다 미작성/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('알림장 쓰기 (1명)').closest('button')).toBeEnabled();
  });

  it('chooses nobody for a linked child who has a note already', async () => {
    serve();
    renderApp('/admin/story/alimNote?childCode=11');
    await screen.findByText('4명 중 1명 작성');
    expect(screen.getByText('알림장 쓰기').closest('button')).toBeDisabled();
  });

  it('lists an absent child apart as 결석: not counted, not picked by "아직 안 쓴 원아 모두", still writable when chosen', async () => {
    const withAbsent: AlimToday = {
      ...board,
      total: 3,
      absent: 1,
      children: board.children.map((c) => (c.childCode === 13 ? { ...c, absent: true } : c)),
    };
    serve({ [route(alimNoteEndpoints.today, { classId: 3 })]: () => ok(withAbsent) });
    const user = setupUser();
    renderApp('/admin/story/alimNote');
    await screen.findByText('3명 중 1명 작성');
    expect(screen.getByText('결석 1명은 알림장을 쓰지 않아도 됩니다.')).toBeInTheDocument();
    expect(await tile(/^이구름 결석$/)).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByText('아직 안 쓴 원아 모두'));
    for (const name of ['박바다', '정별']) expect(screen.getByLabelText(`${name} 미작성, 선택됨`)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('이구름 결석')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('알림장 쓰기 (2명)').closest('button')).toBeEnabled();

    await user.click(screen.getByLabelText('이구름 결석'));
    expect(screen.getByLabelText('이구름 결석, 선택됨')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByText('알림장 쓰기 (3명)'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('알림장 쓰기 · 3명');
  });

  it('writes for three children at once with one bulk call carrying each child’s chips', async () => {
    const bodies: CreateAlimNotesInput[] = [];
    serve({
      [route(alimNoteEndpoints.create)]: (config: InternalAxiosRequestConfig) => {
        bodies.push(JSON.parse(config.data as string));
        return ok({ notes: [] });
      },
    });
    const user = setupUser();
    renderApp('/admin/story/alimNote');
    await screen.findByText('4명 중 1명 작성');
    await user.click(screen.getByText('아직 안 쓴 원아 모두'));
    await user.click(screen.getByText('알림장 쓰기 (3명)'));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('알림장 쓰기 · 3명');

    await user.type(within(drawer).getByLabelText('공통 내용'), '가을 소풍을 다녀왔어요.');
    // one tap for everybody, then each child's own chips
    await user.click(within(within(drawer).getByLabelText('모든 원아에게 적용 낮잠')).getByRole('button', { name: '잘 잠' }));
    const bada = within(drawer).getByLabelText('박바다');
    await user.click(within(within(bada).getByLabelText('기분')).getByRole('button', { name: '나쁨' }));
    await user.type(within(bada).getByLabelText('체온(℃)'), '37.8');
    await user.type(within(bada).getByLabelText('이 원아에게만 덧붙일 내용'), '콧물이 조금 있었어요.');
    const cloud = within(drawer).getByLabelText('이구름');
    await user.click(within(within(cloud).getByLabelText('식사')).getByRole('button', { name: '조금 먹음' }));
    const star = within(drawer).getByLabelText('정별');
    await user.click(within(within(star).getByLabelText('배변')).getByRole('button', { name: '묽음' }));
    await user.click(within(within(star).getByLabelText('배변')).getByRole('button', { name: '묽음' })); // tap again: cleared

    // (user-event's click does not reach this footer button after the double tap above; a plain click event does)
    fireEvent.click(within(drawer).getByRole('button', { name: '3명 저장' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(server!.count(route(alimNoteEndpoints.create))).toBe(1);
    const empty = { mood: null, health: null, meal: null, bowel: null, temperature: null, extraContent: '' };
    expect(bodies[0]).toEqual({
      classId: 3,
      noteDate: TODAY,
      content: '가을 소풍을 다녀왔어요.',
      entries: [
        { ...empty, childCode: 12, nap: 'good', mood: 'bad', temperature: 37.8, extraContent: '콧물이 조금 있었어요.' },
        { ...empty, childCode: 13, nap: 'good', meal: 'little' },
        { ...empty, childCode: 14, nap: 'good' },
      ],
    });
    await waitFor(() => expect(useUiStore.getState().alert).toMatchObject({ visible: true, message: '0명의 알림장을 저장했습니다.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offline: the save fails at once in Korean, the drawer and its text stay, nothing is shown as saved', async () => {
    serve({ [route(alimNoteEndpoints.create)]: () => noAnswer() });
    const user = setupUser();
    renderApp('/admin/story/alimNote');
    const drawer = await openWriterFor(user, [/박바다/]);
    await user.type(within(drawer).getByLabelText('공통 내용'), '낙엽으로 왕관을 만들었어요.');
    const online = goOffline();
    try {
      fireEvent.click(within(drawer).getByRole('button', { name: '1명 저장' }));
      await waitFor(() => expect(useUiStore.getState().alert).toMatchObject({ visible: true, type: 'error', message: '서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.' }));
      expect(server!.count(route(alimNoteEndpoints.create))).toBe(1);
      // the save button stops spinning
      await waitFor(() => expect(within(drawer).getByRole('button', { name: /1명 저장/ })).not.toHaveClass('ant-btn-loading'));
      expect(within(drawer).getByLabelText('공통 내용')).toHaveValue('낙엽으로 왕관을 만들었어요.');
      expect(screen.getByText('인터넷에 연결되어 있지 않습니다.')).toBeInTheDocument();
      // the draft survives too (a reload, a closed tab)
      await waitFor(() => expect(Object.entries(localStorage).some(([key, value]) => key.endsWith('alimNote.write.3') && value.includes('낙엽으로 왕관'))).toBe(true));
    } finally {
      online();
    }
  });

  it('opens the drawer again with its draft when the session ended while it was open (an idle sign-out)', async () => {
    serve();
    const user = setupUser();
    const first = renderApp('/admin/story/alimNote');
    const drawer = await openWriterFor(user, [/박바다/, /정별/]);
    await user.type(within(drawer).getByLabelText('공통 내용'), '점심 먹고 블록 놀이를 하다가');
    await waitFor(() => expect(Object.keys(localStorage).some((key) => key.endsWith('alimNote.write.3'))).toBe(true));
    // the page goes away without the drawer being closed (the idle sign-out's redirect), then comes back
    first.unmount();
    queryClient.clear();
    renderApp('/admin/story/alimNote');
    const again = await screen.findByRole('dialog');
    expect(again).toHaveTextContent('알림장 쓰기 · 2명');
    expect(within(again).getByLabelText('공통 내용')).toHaveValue('점심 먹고 블록 놀이를 하다가');
    expect(within(again).getByText('저장하지 않은 작성 내용을 불러왔습니다.', { exact: false })).toBeInTheDocument();

    // closed on purpose: the next visit starts on the board
    await user.click(within(again).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    cleanupPage();
    renderApp('/admin/story/alimNote');
    await screen.findByText('4명 중 1명 작성');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps an out-of-range temperature as typed and refuses it with the range instead of clamping it to 42.0', async () => {
    serve({ [route(alimNoteEndpoints.create)]: () => ok({ notes: [] }) });
    const user = setupUser();
    renderApp('/admin/story/alimNote');
    const drawer = await openWriterFor(user, [/^박바다 미작성/]);
    await user.type(within(drawer).getByLabelText('공통 내용'), '즐거운 하루');
    const temperature = within(drawer).getByLabelText('체온(℃)');
    await user.type(temperature, '45');
    await user.tab(); // blur: antd's max used to turn 45 into 42.0 here
    expect(temperature).toHaveValue('45.0');
    await within(drawer).findByText('체온은 34.0~42.0℃ 사이로 입력해 주세요.');

    await user.clear(temperature);
    await user.type(temperature, '36.55');
    await user.tab(); // …and precision rounded 36.55 to 36.6
    expect(temperature).toHaveValue('36.55');
    await within(drawer).findByText('체온은 36.5처럼 소수점 한 자리까지 입력해 주세요.');

    fireEvent.click(within(drawer).getByRole('button', { name: '1명 저장' }));
    await within(drawer).findByText('체온은 36.5처럼 소수점 한 자리까지 입력해 주세요.');
    expect(temperature).toHaveValue('36.55');
    expect(server!.count(route(alimNoteEndpoints.create))).toBe(0);
  });

  it('a 403 on photo upload opens the access-denied dialog with the server message', async () => {
    serve({ [route(alimNoteEndpoints.uploadPhotos, { classId: 3 })]: () => fail(403, 'FORBIDDEN', '다른 반 원아의 사진은 올릴 수 없습니다.') });
    const user = setupUser();
    renderApp('/admin/story/alimNote');
    const drawer = await openWriterFor(user, [/^박바다 미작성/]);
    const input = within(drawer).getByLabelText('박바다').querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, jpeg());
    await waitFor(() => expect(useUiStore.getState().accessDenied).toEqual({ visible: true, message: '다른 반 원아의 사진은 올릴 수 없습니다.' }));
    // the '알림' dialog (loaded on first use) shows the server's message
    await waitFor(
      () => {
        const dialogs = Array.from(document.querySelectorAll('[role=dialog]'));
        expect(dialogs.some((d) => d.textContent?.includes('다른 반 원아의 사진은 올릴 수 없습니다.') && d.textContent.includes('알림'))).toBe(true);
      });
    expect(document.body).toHaveClass('access-denied-open');
  });

  it('other upload failures show the server message, or the default one', async () => {
    let reply = fail(413, 'TOO_LARGE', '사진은 20MB 이하만 올릴 수 있습니다.');
    serve({ [route(alimNoteEndpoints.uploadPhotos, { classId: 3 })]: () => reply });
    const user = setupUser();
    renderApp('/admin/story/alimNote');
    const drawer = await openWriterFor(user, [/^이구름 미작성/]);
    const input = () => within(drawer).getByLabelText('이구름').querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input(), jpeg());
    await waitFor(() => expect(useUiStore.getState().alert).toMatchObject({ visible: true, message: '사진은 20MB 이하만 올릴 수 있습니다.' }));
    await screen.findByText('사진은 20MB 이하만 올릴 수 있습니다.');
    expect(useUiStore.getState().accessDenied.visible).toBe(false);

    useUiStore.getState().hideAlert();
    reply = fail(500, 'INTERNAL', ''); // the contract's envelope always has a message; an empty one is none
    await user.upload(input(), jpeg());
    await waitFor(() => expect(useUiStore.getState().alert).toMatchObject({ visible: true, message: '파일 업로드에 실패했습니다.' }));
    expect(server!.count(route(alimNoteEndpoints.uploadPhotos, { classId: 3 }))).toBe(2);
  });
});
