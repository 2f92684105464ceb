import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  EDU_PERIOD_MESSAGE,
  FILE_API_BASE,
  authEndpoints,
  childEndpoints,
  eduEndpoints,
  fileEndpoints,
  type Edu,
  type EduListItem,
} from '@kg/contract';
import { editorIn } from '@/components/rich-text/rich-text-test-utils';
import { useUiStore } from '@/stores/ui';
import { chooseOption, desktopScreen } from '@/test/antd';
import { ok, route, type FakeHandler } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';
import { POST_CLASSES, postItemFields, recordCall, setUpPostPageTests, type SeenCall } from '@/features/post/post-page-test-utils';

const { installServer } = setUpPostPageTests();

const TEMP_KEY = 'tk_edu_0123456789abcdefg';
const SEARCH = route(eduEndpoints.search);
const CREATE = route(eduEndpoints.create);
const UPLOAD = route(fileEndpoints.uploadContent);

function item(over: Partial<EduListItem>): EduListItem {
  return {
    eduId: 1,
    ...postItemFields('교육'),
    ageBand: null,
    startDate: null,
    endDate: null,
    ...over,
  };
}

const ITEMS = [
  item({ eduId: 21, title: '숲 체험 프로그램', ageBand: 3, startDate: '2026-03-02', endDate: '2026-07-31', attachmentCount: 2, viewCount: 31 }),
  item({ eduId: 22, title: '영어 동요', classes: [{ classId: 4, className: '달님반' }] }),
];

const EDU: Edu = {
  ...item({ eduId: 21, title: '숲 체험 프로그램', ageBand: 3, startDate: '2026-03-02', endDate: '2026-07-31', attachmentCount: 1, viewCount: 31 }),
  content: '<p>매주 목요일 숲에 갑니다.</p>',
  attachments: [
    {
      fileId: 801,
      fileName: '숲체험 계획안.hwp',
      kind: 'document',
      mimeType: 'application/x-hwp',
      size: 52_429,
      width: null,
      height: null,
      url: `${FILE_API_BASE}/801`,
      thumbnailUrl: null,
    },
  ],
};

let calls: Record<string, SeenCall[]>;

function serve(me = meData(), extra: Record<string, FakeHandler> = {}) {
  calls = {};
  installServer({
    [route(authEndpoints.me)]: () => ok(me),
    [SEARCH]: (config) => {
      recordCall(calls, SEARCH, config);
      return ok({ items: ITEMS, page: 1, size: 10, total: 2, totalPages: 1 });
    },
    [route(childEndpoints.classOptions)]: () => ok(POST_CLASSES),
    [UPLOAD]: (config) => {
      recordCall(calls, UPLOAD, config);
      const file = (config.data as FormData).get('files') as File;
      return ok({ tempKey: TEMP_KEY, files: [{ ...EDU.attachments[0], fileId: 850, fileName: file.name, mimeType: 'application/pdf' }] });
    },
    [CREATE]: (config) => {
      recordCall(calls, CREATE, config);
      return ok(EDU);
    },
    [route(eduEndpoints.get, { eduId: 21 })]: () => ok(EDU),
    ...extra,
  });
}

describe('교육 프로그램 list', () => {
  it('shows 기간, 대상 (age and classes), 첨부 and 조회수; 등록 for admins', async () => {
    serve();
    desktopScreen();
    renderApp('/admin/edu');
    const table = await screen.findByRole('table');
    await within(table).findByText('숲 체험 프로그램');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('2026-03-02 ~ 2026-07-31');
    expect(within(first).getByText('만 3세')).toBeInTheDocument();
    expect(within(first).getByText('전체')).toBeInTheDocument();
    expect(within(first).getByLabelText('첨부파일 2개')).toBeInTheDocument();
    expect(first).toHaveTextContent('31');
    expect(within(second).getByText('달님반')).toBeInTheDocument();
    expect(second).toHaveTextContent('-');
    expect(screen.getByRole('link', { name: '등록' })).toHaveAttribute('href', '/admin/edu/new');
    expect(calls[SEARCH][0].params).toEqual({ page: 1, size: 10 });
  });

  it('a teacher reads the list but sees no 등록, and the write page says who may write', async () => {
    serve(meData(teacherWithClass));
    const app = renderApp('/admin/edu');
    await screen.findByText('숲 체험 프로그램');
    expect(screen.queryByRole('link', { name: '등록' })).not.toBeInTheDocument();
    app.unmount();

    renderApp('/admin/edu/new');
    expect(await screen.findByText('교육 프로그램은 원장님과 매니저만 등록하거나 고칠 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '제목' })).not.toBeInTheDocument();
  });
});

describe('교육 프로그램 write', () => {
  it('saves title, age band, classes, text and a 계획안 with its tempKey; an empty text is allowed', async () => {
    serve();
    const user = setupUser();
    const app = renderApp('/admin/edu/new');
    await user.click(await screen.findByRole('textbox', { name: '제목' }));
    await user.paste('숲 체험 프로그램');
    await chooseOption('대상 연령', '만 3세');
    await chooseOption('대상 반', '달님반');
    await screen.findByRole('textbox', { name: '내용' });
    await user.upload(document.querySelector('.post-attachments-field input[type="file"]') as HTMLInputElement, new File(['%PDF'], '계획안.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: '계획안.pdf' })).toHaveTextContent('올림 완료'));
    expect(calls[UPLOAD][0].params).toEqual({ refType: 'EDU', tempKey: undefined });

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls[CREATE]).toHaveLength(1));
    expect(calls[CREATE][0].params).toEqual({ tempKey: TEMP_KEY });
    expect(calls[CREATE][0].body).toEqual({ title: '숲 체험 프로그램', content: '', classIds: [4], startDate: null, endDate: null, ageBand: 3 });
    await waitFor(() => expect(app.location()).toBe('/admin/edu/21'));
    expect(useUiStore.getState().alert.message).toBe('교육 프로그램을 등록했습니다.');
  });

  it('shows the server’s period message under 기간', async () => {
    serve(meData(), {
      [CREATE]: () => ({
        status: 400,
        body: { success: false, code: 'VALIDATION', message: EDU_PERIOD_MESSAGE, requestId: 'req-2', details: { endDate: EDU_PERIOD_MESSAGE } },
      }),
    });
    const user = setupUser();
    renderApp('/admin/edu/new');
    await user.click(await screen.findByRole('textbox', { name: '제목' }));
    await user.paste('기간 오류');
    await screen.findByRole('textbox', { name: '내용' });
    act(() => void editorIn().commands.insertContent('<p>본문</p>'));
    await user.click(screen.getByRole('button', { name: '저장' }));
    const message = await screen.findByText(EDU_PERIOD_MESSAGE);
    expect(message.closest('.ant-form-item')).toHaveTextContent('기간');
  });
});

describe('교육 프로그램 detail', () => {
  it('shows 기간, 대상 연령, 대상 반, the text and the 계획안; 수정 and 삭제 for an admin', async () => {
    serve();
    renderApp('/admin/edu/21');
    expect(await screen.findByRole('heading', { level: 2, name: '숲 체험 프로그램' })).toBeInTheDocument();
    const meta = document.querySelector('.post-meta') as HTMLElement;
    expect(meta).toHaveTextContent('기간2026-03-02 ~ 2026-07-31');
    expect(meta).toHaveTextContent('대상 연령만 3세');
    expect(meta).toHaveTextContent('대상 반전체');
    expect(screen.getByText('매주 목요일 숲에 갑니다.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /계획안/ })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '숲체험 계획안.hwp' })).toHaveTextContent('51KB');
    expect(screen.getByRole('button', { name: '수정' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '삭제' })).toBeInTheDocument();
  });

  it('a teacher reads it without 수정 or 삭제', async () => {
    serve(meData(teacherWithClass), { [route(eduEndpoints.get, { eduId: 21 })]: () => ok({ ...EDU, canEdit: false }) });
    renderApp('/admin/edu/21');
    await screen.findByText('매주 목요일 숲에 갑니다.');
    expect(screen.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
  });

  it('edit starts from the programme: period, age band and classes filled in', async () => {
    serve(meData(), {
      [route(eduEndpoints.update, { eduId: 21 })]: (config) => {
        recordCall(calls, 'update', config);
        return ok(EDU);
      },
    });
    const user = setupUser();
    const app = renderApp('/admin/edu/21/edit');
    expect(await screen.findByRole('textbox', { name: '제목' })).toHaveValue('숲 체험 프로그램');
    expect(screen.getByPlaceholderText('시작일')).toHaveValue('2026-03-02');
    expect(screen.getByPlaceholderText('종료일')).toHaveValue('2026-07-31');
    expect(screen.getByRole('listitem', { name: '숲체험 계획안.hwp' })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: '내용' });
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0].body).toEqual({
      title: '숲 체험 프로그램',
      content: EDU.content,
      classIds: [],
      startDate: '2026-03-02',
      endDate: '2026-07-31',
      ageBand: 3,
      removeFileIds: [],
    });
    await waitFor(() => expect(app.location()).toBe('/admin/edu/21'));
  });
});
