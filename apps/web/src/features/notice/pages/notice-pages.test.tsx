import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FILE_API_BASE,
  authEndpoints,
  childEndpoints,
  fileEndpoints,
  noticeEndpoints,
  type Notice,
  type NoticeListItem,
  type StoredFile,
} from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { editorIn } from '@/components/rich-text/rich-text-test-utils';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { chooseOption, desktopScreen } from '@/test/antd';
import { fail, ok, route, type FakeHandler, type FakeReply } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';
import { POST_CLASSES, postItemFields, recordCall, setUpPostPageTests, type SeenCall } from '@/features/post/post-page-test-utils';

const { installServer } = setUpPostPageTests();

const TEMP_KEY = 'tk_notice_0123456789abcd';
const SEARCH = route(noticeEndpoints.search);
const CREATE = route(noticeEndpoints.create);
const UPLOAD = route(fileEndpoints.uploadContent);
const EDITOR_UPLOAD = route(fileEndpoints.uploadEditorImage);
const CLASS_OPTIONS = route(childEndpoints.classOptions);

function stored(fileId: number, fileName: string, over: Partial<StoredFile> = {}): StoredFile {
  return {
    fileId,
    fileName,
    kind: 'document',
    mimeType: 'application/pdf',
    size: 1_258_291,
    width: null,
    height: null,
    url: `${FILE_API_BASE}/${fileId}`,
    thumbnailUrl: null,
    ...over,
  };
}

function listItem(over: Partial<NoticeListItem>): NoticeListItem {
  return {
    noticeId: 1,
    ...postItemFields('공지'),
    pinned: false,
    publishedAt: '2026-03-02T00:00:00.000Z',
    scheduled: false,
    ...over,
  };
}

const ITEMS: NoticeListItem[] = [
  listItem({ noticeId: 11, title: '입학식 안내', pinned: true, viewCount: 120, attachmentCount: 2 }),
  listItem({ noticeId: 12, title: '다음 주 현장학습', scheduled: true, publishedAt: '2099-05-01T00:30:00.000Z', classes: [{ classId: 3, className: '햇님반' }] }),
  listItem({ noticeId: 13, title: '급식 식단 변경', summary: '3월 둘째 주 식단이 바뀝니다.' }),
];

const NOTICE: Notice = {
  ...listItem({ noticeId: 51, title: '봄 소풍 안내', viewCount: 7, attachmentCount: 1, classes: [{ classId: 3, className: '햇님반' }] }),
  content: '<h2>준비물</h2><p>도시락과 물을 챙겨 주세요.</p>',
  attachments: [stored(901, '3월 계획안.pdf')],
};

const page = (items: NoticeListItem[]) => ({ items, page: 1, size: 10, total: items.length, totalPages: 1 });

let seen: Record<string, SeenCall[]>;

function serve(me = meData(), extra: Record<string, FakeHandler> = {}) {
  seen = {};
  let nextFileId = 700;
  const remember = (key: string, reply: (entry: SeenCall) => FakeReply): FakeHandler => (config) => reply(recordCall(seen, key, config));
  const server = installServer({
    [route(authEndpoints.me)]: () => ok(me),
    [SEARCH]: remember(SEARCH, () => ok(page(ITEMS))),
    [CLASS_OPTIONS]: remember(CLASS_OPTIONS, () => ok(POST_CLASSES)),
    [UPLOAD]: remember(UPLOAD, (e) => ok({ tempKey: TEMP_KEY, files: [stored(nextFileId++, e.name!)] })),
    [EDITOR_UPLOAD]: remember(EDITOR_UPLOAD, () => {
      const fileId = nextFileId++;
      return ok({ url: `${FILE_API_BASE}/${fileId}`, fileId, tempKey: TEMP_KEY });
    }),
    [route(fileEndpoints.removeTempFile)]: remember('removeTemp', () => ok({ fileId: 1 })),
    [CREATE]: remember(CREATE, () => ok(NOTICE)),
    [route(noticeEndpoints.get, { noticeId: 51 })]: remember('get', () => ok(NOTICE)),
    ...extra,
  });
  return server;
}

const pdf = (name: string) => new File([new Uint8Array(2048)], name, { type: 'application/pdf' });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** Waits for the lazy editor, then writes `html` into it as the user would have. */
async function writeContent(html: string) {
  await screen.findByRole('textbox', { name: '내용' });
  act(() => void editorIn().commands.insertContent(html));
}

/** The 제목 field (the editor's toolbar has a '제목' button too: ask for the text box). */
const titleField = () => screen.findByRole('textbox', { name: '제목' });

async function typeTitle(user: ReturnType<typeof setupUser>, title: string) {
  await user.click(await titleField());
  await user.paste(title);
}

function pasteImage(file: File) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files: [file], items: [], types: ['Files'], getData: () => '' } });
  act(() => void screen.getByRole('textbox', { name: '내용' }).dispatchEvent(event));
}

const attachmentInput = () => document.querySelector('.post-attachments-field input[type="file"]') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: '저장' });

describe('공지사항 list', () => {
  it('shows the server’s order with pinned first (고정), 예약 with its time, and the audience', async () => {
    serve();
    desktopScreen();
    renderApp('/admin/notice');
    const table = await screen.findByRole('table');
    await within(table).findByText('입학식 안내');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0].textContent)).toEqual(['입학식 안내', '다음 주 현장학습', '급식 식단 변경']);
    expect(within(rows[0]).getByText('고정')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('고정')).not.toBeInTheDocument();
    const scheduled = within(rows[1]).getByText('예약');
    expect(scheduled.closest('.ant-tag')).toHaveAttribute('title', expect.stringMatching(/^2099-05-01 \d{2}:30 게시 예정$/));
    // 대상: the whole centre or the class
    expect(within(rows[0]).getByText('전체')).toBeInTheDocument();
    expect(within(rows[1]).getByText('햇님반')).toBeInTheDocument();
    expect(within(rows[0]).getByLabelText('첨부파일 2개')).toBeInTheDocument();
    expect(within(rows[2]).getByText('3월 둘째 주 식단이 바뀝니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '등록' })).toHaveAttribute('href', '/admin/notice/new');
  });

  it('keeps the search in the URL and sends it to the server (phone cards)', async () => {
    serve();
    const user = setupUser();
    const app = renderApp('/admin/notice?searchType=author&keyword=%EA%B9%80%EC%9B%90%EC%9E%A5');
    await screen.findByText('입학식 안내');
    expect(seen[SEARCH][0].params).toEqual({ page: 1, size: 10, searchType: 'author', keyword: '김원장' });
    // cards: the first is the pinned one
    const cards = screen.getAllByRole('listitem').filter((li) => li.closest('.list-cards'));
    expect(within(cards[0]).getByText('고정')).toBeInTheDocument();

    await chooseOption('검색 조건', '내용');
    const keyword = screen.getByRole('textbox', { name: '검색어' });
    await user.clear(keyword);
    await user.type(keyword, '소풍');
    await user.click(screen.getByRole('button', { name: /검색$/ }));
    await waitFor(() => expect(app.location()).toBe('/admin/notice?searchType=content&keyword=%EC%86%8C%ED%92%8D'));
    await waitFor(() => expect(seen[SEARCH].at(-1)!.params).toEqual({ page: 1, size: 10, searchType: 'content', keyword: '소풍' }));
  });

  it('offers 등록 to a teacher with a class, not to one without', async () => {
    serve(meData(teacherWithClass));
    const first = renderApp('/admin/notice');
    await screen.findByText('입학식 안내');
    expect(screen.getByRole('link', { name: '등록' })).toBeInTheDocument();
    first.unmount();

    serve(meData({ ...teacherWithClass, teacherId: 'teacher9', classId: null, className: null }));
    queryClient.clear();
    useSessionStore.getState().reset();
    renderApp('/admin/notice');
    await screen.findByText('입학식 안내');
    expect(screen.queryByRole('link', { name: '등록' })).not.toBeInTheDocument();
  });
});

describe('공지사항 write', () => {
  it('admin: saves title, text, audience, pin and an attachment, with the one tempKey of the attachment and the text’s image', async () => {
    serve();
    const user = setupUser();
    const app = renderApp('/admin/notice/new');
    await typeTitle(user, '봄 소풍 안내');
    await chooseOption('대상', '햇님반');
    await user.click(screen.getByRole('checkbox', { name: '상단 고정' }));
    await writeContent('<h2>준비물</h2><p>도시락과 물을 챙겨 주세요.</p>');

    // the text's image goes first and brings the tempKey; the attachment joins it
    pasteImage(png('지도.png'));
    await waitFor(() => expect(seen[EDITOR_UPLOAD]).toHaveLength(1));
    expect(seen[EDITOR_UPLOAD][0].params.tempKey).toBeUndefined();
    await user.upload(attachmentInput(), pdf('소풍 안내문.pdf'));
    const item = await screen.findByRole('listitem', { name: '소풍 안내문.pdf' });
    await waitFor(() => expect(within(item).getByText(/올림 완료/)).toBeInTheDocument());
    expect(seen[UPLOAD]).toEqual([{ params: { refType: 'NOTICE', tempKey: TEMP_KEY }, name: '소풍 안내문.pdf', body: undefined }]);

    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() => expect(seen[CREATE]).toHaveLength(1));
    expect(seen[CREATE][0].params).toEqual({ tempKey: TEMP_KEY });
    expect(seen[CREATE][0].body).toEqual({
      title: '봄 소풍 안내',
      content: `<h2>준비물</h2><p>도시락과 물을 챙겨 주세요.</p><img src="${FILE_API_BASE}/700">`,
      classIds: [3],
      pinned: true,
      publishAt: null,
    });
    await waitFor(() => expect(app.location()).toBe('/admin/notice/51'));
    expect(useUiStore.getState().alert.message).toBe('공지사항을 등록했습니다.');
  });

  it('teacher: the audience is their class, shown fixed; no 상단 고정; the class list is not asked for', async () => {
    serve(meData(teacherWithClass));
    const user = setupUser();
    renderApp('/admin/notice/new');
    await typeTitle(user, '햇님반 준비물');
    const audience = document.querySelector('.post-audience-fixed') as HTMLElement;
    expect(audience).toHaveTextContent('햇님반');
    expect(screen.getByText('교사는 담당 반을 대상으로만 글을 쓸 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '대상' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '상단 고정' })).not.toBeInTheDocument();
    await writeContent('<p>내일은 체육복을 입고 와요.</p>');

    await user.click(saveButton());
    await waitFor(() => expect(seen[CREATE]).toHaveLength(1));
    expect(seen[CREATE][0].params).toEqual({});
    expect(seen[CREATE][0].body).toMatchObject({ title: '햇님반 준비물', classIds: [3], pinned: false, publishAt: null });
    expect(seen[CLASS_OPTIONS]).toBeUndefined();
  });

  it('schedules a notice for a date and time', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/notice/new');
    await typeTitle(user, '예약 공지');
    await writeContent('<p>나중에 보입니다.</p>');
    await user.click(screen.getByRole('radio', { name: '예약 게시' }));
    // a schedule needs its time
    await user.click(saveButton());
    expect(await screen.findByText('게시할 날짜와 시각을 선택해 주세요.')).toBeInTheDocument();
    expect(seen[CREATE]).toBeUndefined();

    const picker = screen.getByLabelText('게시 시각');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '2099-05-01 09:30' } });
    fireEvent.keyDown(picker, { key: 'Enter' });
    await user.click(saveButton());
    await waitFor(() => expect(seen[CREATE]).toHaveLength(1));
    const publishAt = (seen[CREATE][0].body as { publishAt: string }).publishAt;
    expect(publishAt).toMatch(/^2099-05-01T09:30:00[+-]\d{2}:\d{2}$/);
  });

  it('puts the server’s field message on the field, and asks for a text first', async () => {
    serve(meData(), {
      [CREATE]: () => ({
        status: 400,
        body: { success: false, code: 'VALIDATION', message: '제목은 200자 이하로 입력해 주세요.', requestId: 'req-1', details: { title: '제목은 200자 이하로 입력해 주세요.' } },
      }),
    });
    const user = setupUser();
    renderApp('/admin/notice/new');
    await typeTitle(user, '제목');
    await screen.findByRole('textbox', { name: '내용' });
    await user.click(saveButton());
    expect(await screen.findByText('내용을 입력해 주세요.')).toBeInTheDocument();

    await writeContent('<p>본문</p>');
    await user.click(saveButton());
    const message = await screen.findByText('제목은 200자 이하로 입력해 주세요.');
    expect(message.closest('.ant-form-item')).toHaveTextContent('제목');
    expect(await titleField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews the title and the text as the detail will show them', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/notice/new');
    await typeTitle(user, '미리 보는 공지');
    await writeContent('<h2>소제목</h2><p>본문 <strong>강조</strong></p>');
    await user.click(screen.getByRole('button', { name: '미리보기' }));
    const dialog = await screen.findByRole('dialog', { name: '미리보기' });
    expect(within(dialog).getByRole('heading', { level: 2, name: '미리 보는 공지' })).toBeInTheDocument();
    const body = dialog.querySelector('.rich-text') as HTMLElement;
    expect(within(body).getByRole('heading', { level: 2, name: '소제목' })).toBeInTheDocument();
    expect(within(body).getByText('강조').tagName).toBe('STRONG');
  });

  it('keeps what was written as a draft: leaving and coming back puts the title and the text back', async () => {
    serve();
    const user = setupUser();
    const first = renderApp('/admin/notice/new');
    await typeTitle(user, '쓰다 만 공지');
    await writeContent('<p>나중에 마저 씁니다.</p>');
    // drafts are written a moment after the last change
    const draft = () => Object.entries(localStorage).find(([key]) => key.startsWith('kg.draft.admin.notice.new'))?.[1] ?? '';
    await waitFor(() => expect(draft()).toContain('나중에 마저 씁니다.'));
    first.unmount();

    renderApp('/admin/notice/new');
    expect(await screen.findByText(/저장하지 않은 작성 내용을 불러왔습니다/)).toBeInTheDocument();
    expect(await titleField()).toHaveValue('쓰다 만 공지');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '내용' })).toHaveTextContent('나중에 마저 씁니다.'));

    await user.click(screen.getByRole('button', { name: '지우기' }));
    expect(await titleField()).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '내용' })).not.toHaveTextContent('나중에 마저 씁니다.'));
  });

  it('takes a removed upload back from the server; the save then sends no tempKey', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/notice/new');
    await typeTitle(user, '첨부 없음');
    await writeContent('<p>본문</p>');
    await user.upload(attachmentInput(), pdf('잘못 올린 파일.pdf'));
    const item = await screen.findByRole('listitem', { name: '잘못 올린 파일.pdf' });
    await waitFor(() => expect(within(item).getByText(/올림 완료/)).toBeInTheDocument());
    await user.click(within(item).getByRole('button', { name: '잘못 올린 파일.pdf 삭제' }));
    await waitFor(() => expect(seen.removeTemp).toEqual([{ params: { tempKey: TEMP_KEY, fileName: '잘못 올린 파일.pdf' }, body: undefined, name: undefined }]));

    await user.click(saveButton());
    await waitFor(() => expect(seen[CREATE]).toHaveLength(1));
    expect(seen[CREATE][0].params).toEqual({});
  });
});

describe('공지사항 detail and edit', () => {
  it('lists the attachments and downloads one under its Korean name', async () => {
    serve(meData(), { [route(fileEndpoints.read, { fileId: 901 })]: () => ({ status: 200, body: new Blob(['%PDF']) }) });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = setupUser();
    renderApp('/admin/notice/51');
    expect(await screen.findByRole('heading', { level: 2, name: '봄 소풍 안내' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '준비물' })).toBeInTheDocument();
    const meta = document.querySelector('.post-meta') as HTMLElement;
    expect(meta).toHaveTextContent('작성자김원장');
    expect(meta).toHaveTextContent('조회수7');
    expect(within(meta).getByText('햇님반')).toBeInTheDocument();
    const file = screen.getByRole('listitem', { name: '3월 계획안.pdf' });
    expect(file).toHaveTextContent('1.2MB');
    await user.click(within(file).getByRole('button', { name: '3월 계획안.pdf 내려받기' }));
    await waitFor(() => expect(saved).toEqual(['3월 계획안.pdf']));
  });

  it('deletes after the confirm and goes back to the list as it was searched', async () => {
    serve(meData(), {
      [SEARCH]: () => ok(page([listItem({ noticeId: 51, title: '봄 소풍 안내' })])),
      [route(noticeEndpoints.delete, { noticeId: 51 })]: (config) => {
        recordCall(seen, 'delete', config);
        return ok({ id: 51, deletedFileIds: [901] });
      },
    });
    const user = setupUser();
    const app = renderApp('/admin/notice?searchType=title&keyword=%EC%86%8C%ED%92%8D&page=1');
    await user.click(await screen.findByText('봄 소풍 안내'));
    await screen.findByRole('heading', { level: 2, name: '준비물' });
    await user.click(screen.getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('dialog', { name: '확인' });
    expect(confirm).toHaveTextContent("'봄 소풍 안내' 공지사항을 삭제할까요?");
    await user.click(within(confirm).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(seen.delete).toHaveLength(1));
    await waitFor(() => expect(app.location()).toBe('/admin/notice?searchType=title&keyword=%EC%86%8C%ED%92%8D'));
    expect(useUiStore.getState().alert.message).toBe('공지사항을 삭제했습니다.');
  });

  it('shows no 수정 or 삭제 when the server says the reader may not change it', async () => {
    serve(meData(teacherWithClass), { [route(noticeEndpoints.get, { noticeId: 51 })]: () => ok({ ...NOTICE, canEdit: false }) });
    renderApp('/admin/notice/51');
    await screen.findByRole('heading', { level: 2, name: '준비물' });
    expect(screen.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/admin/notice');
  });

  it('a notice the reader may not see opens the access-denied dialog', async () => {
    serve(meData(teacherWithClass), { [route(noticeEndpoints.get, { noticeId: 51 })]: () => fail(403, 'FORBIDDEN', '이 공지사항을 볼 권한이 없습니다.') });
    renderApp('/admin/notice/51');
    const dialog = await screen.findByRole('dialog', { name: '알림' });
    expect(dialog).toHaveTextContent('이 공지사항을 볼 권한이 없습니다.');
    expect(useUiStore.getState().accessDenied.visible).toBe(true);
  });

  it('edit: the form starts from the notice; a removed attachment goes in removeFileIds and the save returns to the notice', async () => {
    serve(meData(), {
      [route(noticeEndpoints.update, { noticeId: 51 })]: (config) => {
        recordCall(seen, 'update', config);
        return ok({ ...NOTICE, title: '봄 소풍 안내 (변경)', attachments: [] });
      },
    });
    const user = setupUser();
    const app = renderApp('/admin/notice/51');
    await screen.findByRole('heading', { level: 2, name: '준비물' });
    await user.click(screen.getByRole('button', { name: '수정' }));
    await waitFor(() => expect(app.location()).toBe('/admin/notice/51/edit'));
    const title = await titleField();
    expect(title).toHaveValue('봄 소풍 안내');
    expect(await screen.findByRole('textbox', { name: '내용' })).toHaveTextContent('도시락과 물을 챙겨 주세요.');
    expect(screen.getByText('게시일', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3월 계획안.pdf 삭제' }));
    await user.clear(title);
    await user.paste('봄 소풍 안내 (변경)');
    await user.click(saveButton());
    await waitFor(() => expect(seen.update).toHaveLength(1));
    expect(seen.update[0].params).toEqual({});
    expect(seen.update[0].body).toEqual({
      title: '봄 소풍 안내 (변경)',
      content: NOTICE.content,
      classIds: [3],
      pinned: false,
      publishAt: null,
      removeFileIds: [901],
    });
    await waitFor(() => expect(app.location()).toBe('/admin/notice/51'));
    expect(await screen.findByRole('heading', { level: 2, name: '봄 소풍 안내 (변경)' })).toBeInTheDocument();
  });
});
