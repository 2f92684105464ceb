import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_API_BASE, authEndpoints, eventEndpoints, type Event, type StoredFile } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
let deletes: number;

function file(fileId: number, fileName: string, kind: StoredFile['kind']): StoredFile {
  const image = kind === 'image';
  return {
    fileId,
    fileName,
    kind,
    mimeType: image ? 'image/jpeg' : 'application/pdf',
    size: 52429,
    width: image ? 1600 : null,
    height: image ? 1200 : null,
    url: `${FILE_API_BASE}/${fileId}`,
    thumbnailUrl: image ? `${FILE_API_BASE}/${fileId}/thumb` : null,
  };
}

const EVENT: Event = {
  eventId: 8,
  title: '숲 체험 주간',
  summary: '',
  authorId: 7,
  authorName: '이선생',
  classes: [{ classId: 3, className: '햇님반' }],
  viewCount: 12,
  attachmentCount: 3,
  canEdit: false,
  createdAt: '2026-04-20T01:00:00.000Z',
  updatedAt: '2026-04-20T01:00:00.000Z',
  startDate: '2026-05-20',
  endDate: '2026-05-22',
  startTime: '10:00',
  endTime: '11:30',
  place: '뒷산 숲',
  thumbnailUrl: `${FILE_API_BASE}/81/thumb`,
  content: '<p>편한 신발을 신겨 보내 주세요.</p>',
  attachments: [file(81, '숲1.jpg', 'image'), file(82, '안내문.pdf', 'document'), file(83, '숲2.jpg', 'image')],
};

function serve(event: Event, me = meData()) {
  deletes = 0;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [route(eventEndpoints.get, { eventId: 8 })]: () => ok(event),
    [route(eventEndpoints.delete, { eventId: 8 })]: () => {
      deletes++;
      return ok({ id: 8, deletedFileIds: [81, 82, 83] });
    },
    [route(eventEndpoints.calendar)]: (config) => ok({ month: (config.params as { month: string }).month, items: [] }),
  });
}

beforeEach(() => {
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
});

afterEach(() => {
  cleanup();
  server?.restore();
  setNavigator(null);
});

describe('행사 상세 (event/{id})', () => {
  it('shows the period, time, place and audience, the text, the photos as a grid and the other files as downloads; no 수정 without canEdit', async () => {
    serve(EVENT, meData(teacherWithClass));
    const user = setupUser();
    renderApp('/admin/event/8');
    const summary = (await screen.findByRole('heading', { level: 2, name: '숲 체험 주간' })).closest('.record-summary') as HTMLElement;
    expect(summary).toHaveTextContent(/기간2026-05-20.*~.*2026-05-22/);
    expect(summary).toHaveTextContent('시간10:00 ~ 11:30');
    expect(summary).toHaveTextContent('장소뒷산 숲');
    expect(summary).toHaveTextContent('대상햇님반');
    expect(summary).toHaveTextContent('작성자이선생');
    expect(summary).toHaveTextContent('조회수12');
    expect(screen.getByText('편한 신발을 신겨 보내 주세요.')).toBeInTheDocument();

    const photos = within(screen.getByRole('list', { name: '사진' })).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([`${FILE_API_BASE}/81/thumb`, `${FILE_API_BASE}/83/thumb`]);
    const files = screen.getByRole('list', { name: '첨부파일' });
    expect(within(files).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['안내문.pdf']);
    expect(within(files).getByRole('button', { name: '안내문.pdf 내려받기' })).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: /수정/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();

    // the viewer shows the display-size photo
    await user.click(photos[1]);
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')).toHaveAttribute('src', `${FILE_API_BASE}/83`));
  });

  it('offers 수정 and 삭제 when the server says the reader may; 삭제 asks first and goes back to the list', async () => {
    serve({ ...EVENT, canEdit: true });
    const user = setupUser();
    const { location } = renderApp('/admin/event/8');
    await screen.findByRole('heading', { level: 2, name: '숲 체험 주간' });
    const actions = within(document.querySelector('.record-actions') as HTMLElement);
    expect(actions.getByRole('button', { name: /수정/ })).toBeInTheDocument();

    await user.click(actions.getByRole('button', { name: /삭제/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("'숲 체험 주간' 행사를 삭제할까요?");
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(deletes).toBe(1));
    await waitFor(() => expect(location()).toBe('/admin/event'));
  });
});
