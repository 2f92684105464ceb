import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FILE_API_BASE,
  authEndpoints,
  childEndpoints,
  endpointUrl,
  eventEndpoints,
  fileEndpoints,
  type Event,
  type StoredFile,
} from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { installEditorLayoutShims } from '@/components/rich-text/rich-text-test-utils';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { chooseOption } from '@/test/antd';
import { installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const TEMP_KEY = 'tk_event_abcdefghij12345';
const MONTH = dayjs().format('YYYY-MM');
type Save = { url: string; params: unknown; body: Record<string, unknown> };

let server: ReturnType<typeof installFakeServer> | undefined;
let saves: Save[];
let uploads: Record<string, unknown>[];

function stored(fileId: number, fileName: string, kind: StoredFile['kind'] = 'image'): StoredFile {
  const image = kind === 'image';
  return {
    fileId,
    fileName,
    kind,
    mimeType: image ? 'image/jpeg' : 'application/pdf',
    size: 2048,
    width: image ? 800 : null,
    height: image ? 600 : null,
    url: `${FILE_API_BASE}/${fileId}`,
    thumbnailUrl: image ? `${FILE_API_BASE}/${fileId}/thumb` : null,
  };
}

function eventOf(body: Record<string, unknown>, more: Partial<Event> = {}): Event {
  return {
    eventId: 41,
    title: String(body.title ?? ''),
    summary: '',
    authorId: 1,
    authorName: '김원장',
    classes: [],
    viewCount: 0,
    attachmentCount: 0,
    canEdit: true,
    createdAt: '2026-04-20T01:00:00.000Z',
    updatedAt: '2026-04-20T01:00:00.000Z',
    startDate: String(body.startDate),
    endDate: String(body.endDate ?? body.startDate),
    startTime: (body.startTime as string | null) ?? null,
    endTime: (body.endTime as string | null) ?? null,
    place: String(body.place ?? ''),
    thumbnailUrl: null,
    content: '',
    attachments: [],
    ...more,
  };
}

function serve(me = meData(), extra: Record<string, FakeHandler> = {}) {
  saves = [];
  uploads = [];
  const saving: FakeHandler = (config: InternalAxiosRequestConfig) => {
    const body = JSON.parse(String(config.data)) as Record<string, unknown>;
    saves.push({ url: config.url!, params: { ...config.params }, body });
    return ok(eventOf(body));
  };
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [route(childEndpoints.classOptions)]: () =>
      ok([
        { classId: 2, name: '달님반', color: '#bae0ff', capacity: 15, enrolledCount: 10, pausedCount: 0 },
        { classId: 3, name: '햇님반', color: '#fde68a', capacity: 15, enrolledCount: 12, pausedCount: 1 },
      ]),
    [route(fileEndpoints.uploadContent)]: (config) => {
      uploads.push({ ...config.params });
      const file = (config.data as FormData).get('files') as File;
      return ok({ tempKey: TEMP_KEY, files: [stored(300 + uploads.length, file.name)] });
    },
    [route(eventEndpoints.create)]: saving,
    [route(eventEndpoints.get, { eventId: 41 })]: () => ok(eventOf({ title: '저장된 행사', startDate: `${MONTH}-10` })),
    ...extra,
  });
}

/** The open picker's dropdown. */
async function openDropdown() {
  return waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')].pop();
    if (!open) throw new Error('no open picker');
    return open;
  });
}

/** Picks a day in the date picker labelled `label`. */
async function pickDate(label: string, day: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(screen.getByLabelText(label));
  const cell = (await openDropdown()).querySelector<HTMLElement>(`td[title="${day}"] .ant-picker-cell-inner`);
  fireEvent.click(cell!);
}

/** Picks an hour and a minute in the time picker labelled `label`. */
async function pickTime(label: string, hour: string, minute: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(screen.getByLabelText(label));
  const dropdown = await openDropdown();
  const [hours, minutes] = dropdown.querySelectorAll<HTMLElement>('.ant-picker-time-panel-column');
  const cellOf = (column: HTMLElement, text: string) =>
    [...column.querySelectorAll<HTMLElement>('.ant-picker-time-panel-cell-inner')].find((c) => c.textContent === text)!;
  fireEvent.click(cellOf(hours, hour));
  fireEvent.click(cellOf(minutes, minute));
  // Enter takes the picked time (Escape would drop it)
  fireEvent.keyDown(screen.getByLabelText(label), { key: 'Enter' });
}

const saveButton = () => within(document.querySelector('.record-actions') as HTMLElement).getByRole('button', { name: /저장/ });

beforeAll(installEditorLayoutShims);

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

describe('행사 등록 (event/new)', () => {
  it('sends the period, the times and the place', async () => {
    serve();
    const user = setupUser();
    const { location } = renderApp('/admin/event/new');
    await user.click(await screen.findByRole('textbox', { name: '제목' }));
    await user.paste('숲 체험 주간');
    await pickDate('행사일', `${MONTH}-10`);
    await pickDate('종료일', `${MONTH}-12`);
    await pickTime('시작 시간', '10', '30');
    await pickTime('끝 시간', '12', '00');
    await user.click(screen.getByLabelText('장소'));
    await user.paste('뒷산 숲');

    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    // an event may go without text
    expect(saves[0]).toEqual({
      url: endpointUrl(eventEndpoints.create),
      params: {},
      body: {
        title: '숲 체험 주간',
        content: '',
        classIds: [],
        startDate: `${MONTH}-10`,
        endDate: `${MONTH}-12`,
        startTime: '10:30',
        endTime: '12:00',
        place: '뒷산 숲',
      },
    });
    await waitFor(() => expect(location()).toBe('/admin/event/41'));
  });

  it('sends the chosen classes and the tempKey of the photos and files, uploaded as EVENT files', async () => {
    serve();
    const user = setupUser();
    const { container } = renderApp('/admin/event/new');
    await user.click(await screen.findByRole('textbox', { name: '제목' }));
    await user.paste('가을 소풍');
    await waitFor(() => expect(server!.count(route(childEndpoints.classOptions))).toBe(1));
    await chooseOption('대상', '달님반');
    await chooseOption('대상', '햇님반');

    const input = container.querySelector('.post-attachments-field input[type="file"]') as HTMLInputElement;
    await user.upload(input, [new File([new Uint8Array(100)], '숲.jpg', { type: 'image/jpeg' }), new File([new Uint8Array(100)], '준비물.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[0]).toEqual({ refType: 'EVENT' });
    expect(uploads[1]).toEqual({ refType: 'EVENT', tempKey: TEMP_KEY });

    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].params).toEqual({ tempKey: TEMP_KEY });
    expect(saves[0].body).toMatchObject({ title: '가을 소풍', classIds: [2, 3], startDate: dayjs().format('YYYY-MM-DD'), endDate: null });
  });

  it('fixes a teacher’s audience to their own class and shows it read-only', async () => {
    serve(meData(teacherWithClass));
    const user = setupUser();
    renderApp('/admin/event/new');
    await user.click(await screen.findByRole('textbox', { name: '제목' }));
    await user.paste('햇님반 생일잔치');
    const audience = screen.getByText('대상').closest('.ant-form-item') as HTMLElement;
    expect(within(audience).getByText('햇님반')).toBeInTheDocument();
    expect(within(audience).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(audience).getByText('교사는 담당 반을 대상으로만 글을 쓸 수 있습니다.')).toBeInTheDocument();

    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].params).toEqual({});
    expect(saves[0].body).toEqual({
      title: '햇님반 생일잔치',
      content: '',
      classIds: [3],
      startDate: dayjs().format('YYYY-MM-DD'),
      endDate: null,
      startTime: null,
      endTime: null,
      place: '',
    });
    // a teacher's audience is not chosen: the class list (an admin call) is never asked for
    expect(server!.count(route(childEndpoints.classOptions))).toBe(0);
  });

  it('checks the times’ order before sending, and puts the server’s field errors on their fields', async () => {
    serve(meData(), {
      [route(eventEndpoints.create)]: (config) => {
        saves.push({ url: config.url!, params: { ...config.params }, body: JSON.parse(String(config.data)) });
        return {
          status: 400,
          body: { success: false, code: 'VALIDATION', message: '장소는 200자 이하로 입력해 주세요.', requestId: 'req-test', details: { place: '장소는 200자 이하로 입력해 주세요.' } },
        };
      },
    });
    const user = setupUser();
    renderApp('/admin/event/new');
    await user.click(await screen.findByRole('textbox', { name: '제목' }));
    await user.paste('학부모 참여수업');
    await pickTime('시작 시간', '12', '00');
    await pickTime('끝 시간', '10', '00');
    await user.click(saveButton());
    expect(await screen.findByText('끝나는 시간은 시작 시간보다 뒤여야 합니다.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await pickTime('끝 시간', '13', '00');
    await user.click(screen.getByLabelText('장소'));
    await user.paste('강당');
    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].body).toMatchObject({ startTime: '12:00', endTime: '13:00', place: '강당' });
    const place = screen.getByLabelText('장소').closest('.ant-form-item') as HTMLElement;
    expect(await within(place).findByText('장소는 200자 이하로 입력해 주세요.')).toBeInTheDocument();
  });

  it('takes times typed on a keyboard, not only picked ones', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/event/new');
    await user.click(await screen.findByRole('textbox', { name: '제목' }));
    await user.paste('생일잔치');
    // typed and left with Tab (a desktop), or typed without a colon (a phone's number pad)
    await user.click(screen.getByLabelText('시작 시간'));
    await user.keyboard('10:00');
    await user.tab();
    await user.click(screen.getByLabelText('끝 시간'));
    await user.keyboard('1135');
    await user.tab();
    expect(screen.getByLabelText('시작 시간')).toHaveValue('10:00');
    expect(screen.getByLabelText('끝 시간')).toHaveValue('11:35');
    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].body).toMatchObject({ startTime: '10:00', endTime: '11:35' });
  });
});

describe('행사 수정 (event/{id}/edit)', () => {
  it('starts from the saved event and sends the attachments taken out; no tempKey without new uploads', async () => {
    const saved = eventOf(
      { title: '가을 소풍', startDate: '2026-10-14', endDate: '2026-10-14', startTime: '09:30', endTime: null, place: '어린이대공원' },
      { eventId: 41, classes: [{ classId: 2, className: '달님반' }], attachments: [stored(71, '소풍.jpg'), stored(72, '안내문.pdf', 'document')] },
    );
    serve(meData(), {
      [route(eventEndpoints.get, { eventId: 41 })]: () => ok({ ...saved, content: '<p>도시락을 챙겨 주세요.</p>' }),
      [route(eventEndpoints.update, { eventId: 41 })]: (config) => {
        const body = JSON.parse(String(config.data)) as Record<string, unknown>;
        saves.push({ url: config.url!, params: { ...config.params }, body });
        return ok(eventOf(body, { eventId: 41 }));
      },
    });
    const user = setupUser();
    renderApp('/admin/event/41/edit');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('가을 소풍'));
    expect(screen.getByLabelText('행사일')).toHaveValue('2026-10-14');
    expect(screen.getByLabelText('종료일')).toHaveValue('');
    expect(screen.getByLabelText('시작 시간')).toHaveValue('09:30');
    expect(screen.getByLabelText('장소')).toHaveValue('어린이대공원');

    const files = screen.getByRole('list', { name: '첨부파일' });
    await user.click(within(files).getByRole('button', { name: '안내문.pdf 삭제' }));
    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      url: endpointUrl(eventEndpoints.update, { eventId: 41 }),
      params: {},
      body: {
        title: '가을 소풍',
        content: '<p>도시락을 챙겨 주세요.</p>',
        classIds: [2],
        startDate: '2026-10-14',
        endDate: null,
        startTime: '09:30',
        endTime: null,
        place: '어린이대공원',
        removeFileIds: [72],
      },
    });
  });
});
