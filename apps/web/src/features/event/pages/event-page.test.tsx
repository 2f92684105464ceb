import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, childEndpoints, eventEndpoints, holidayEndpoints, type EventListItem } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { chooseOption, desktopScreen, restoreScreen } from '@/test/antd';
import { installFakeServer, ok, route } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
let calendarCalls: Record<string, unknown>[];
let searchCalls: Record<string, unknown>[];
let icsCalls: Record<string, unknown>[];
const downloads: string[] = [];
const originalUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

function eventItem(eventId: number, title: string, startDate: string, endDate = startDate, more: Partial<EventListItem> = {}): EventListItem {
  return {
    eventId,
    title,
    summary: `${title} 안내`,
    authorId: 1,
    authorName: '김원장',
    classes: [],
    viewCount: 3,
    attachmentCount: 0,
    canEdit: true,
    createdAt: '2026-04-20T01:00:00.000Z',
    updatedAt: '2026-04-20T01:00:00.000Z',
    startDate,
    endDate,
    startTime: null,
    endTime: null,
    place: '',
    thumbnailUrl: null,
    ...more,
  };
}

const EVENTS: EventListItem[] = [
  eventItem(1, '어린이날 잔치', '2026-05-05', '2026-05-05', { startTime: '10:00', endTime: '12:00', place: '강당' }),
  eventItem(2, '숲 체험 주간', '2026-05-20', '2026-05-22', { place: '뒷산 숲', classes: [{ classId: 3, className: '햇님반' }] }),
  eventItem(3, '봄 캠프', '2026-04-29', '2026-05-02'),
];

function serve(me = meData()) {
  calendarCalls = [];
  searchCalls = [];
  icsCalls = [];
  const params = (config: InternalAxiosRequestConfig) => ({ ...(config.params as Record<string, unknown>) });
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [route(childEndpoints.classOptions)]: () =>
      ok([
        { classId: 2, name: '달님반', color: '#bae0ff', capacity: 15, enrolledCount: 10, pausedCount: 0 },
        { classId: 3, name: '햇님반', color: '#fde68a', capacity: 15, enrolledCount: 12, pausedCount: 1 },
      ]),
    [route(eventEndpoints.calendar)]: (config) => {
      calendarCalls.push(params(config));
      const { month } = config.params as { month: string };
      return ok({ month, items: EVENTS.filter((e) => e.startDate.slice(0, 7) <= month && e.endDate.slice(0, 7) >= month) });
    },
    [route(holidayEndpoints.list)]: (config) => {
      const { year, month } = config.params as { year: number; month: number };
      const items = month === 5 ? [{ date: `${year}-05-05`, name: '어린이날', kind: 'NATIONAL' as const, open: false, id: null }] : [];
      return ok({ year, month, nationalKnown: true, items });
    },
    [route(eventEndpoints.search)]: (config) => {
      searchCalls.push(params(config));
      return ok({ items: EVENTS, page: 1, size: 10, total: EVENTS.length, totalPages: 1 });
    },
    [route(eventEndpoints.ics)]: (config) => {
      icsCalls.push(params(config));
      return { status: 200, body: new Blob(['BEGIN:VCALENDAR']) };
    },
  });
}

/** The calendar's cell of one day (antd names it by the date). */
const cell = (day: string) => document.querySelector(`td[title="${day}"]`) as HTMLElement;

beforeEach(() => {
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  downloads.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:events');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  server?.restore();
  setNavigator(null);
  restoreScreen();
  URL.createObjectURL = originalUrl.create;
  URL.revokeObjectURL = originalUrl.revoke;
});

describe('행사 달력 (event)', () => {
  it('shows every event on each day it spans in the month of the URL (desktop: titles in the days)', async () => {
    desktopScreen();
    serve();
    renderApp('/admin/event?month=2026-05');
    await screen.findByRole('heading', { level: 2, name: '2026년 5월' });
    await waitFor(() => expect(within(cell('2026-05-20')).getByText('숲 체험 주간')).toBeInTheDocument());
    expect(calendarCalls).toEqual([{ month: '2026-05' }]);

    for (const day of ['2026-05-20', '2026-05-21', '2026-05-22']) expect(within(cell(day)).getByRole('link', { name: '숲 체험 주간' })).toHaveAttribute('href', '/admin/event/2');
    for (const day of ['2026-05-19', '2026-05-23']) expect(within(cell(day)).queryByText('숲 체험 주간')).not.toBeInTheDocument();
    // a period from the month before shows on this month's days of it only
    expect(within(cell('2026-05-01')).getByText('봄 캠프')).toBeInTheDocument();
    expect(within(cell('2026-05-02')).getByText('봄 캠프')).toBeInTheDocument();
    expect(within(cell('2026-05-03')).queryByText('봄 캠프')).not.toBeInTheDocument();
    expect(within(cell('2026-05-05')).getByRole('link', { name: '10:00 어린이날 잔치' })).toBeInTheDocument();
    // the centre's holidays (docs/product/holiday.md)
    expect(await within(cell('2026-05-05')).findByText('휴일: 어린이날')).toBeInTheDocument();
    expect(within(cell('2026-05-06')).queryByText(/휴일/)).not.toBeInTheDocument();
  });

  it('on a phone counts the events per day and lists a tapped day’s events under the month; months move in the URL', async () => {
    serve();
    const user = setupUser();
    const { location } = renderApp('/admin/event?month=2026-05');
    await waitFor(() => expect(within(cell('2026-05-21')).getByLabelText('행사 1건')).toBeInTheDocument());
    expect(within(cell('2026-05-21')).queryByText('숲 체험 주간')).not.toBeInTheDocument();

    await user.click(within(cell('2026-05-21')).getByText('21'));
    const day = screen.getByRole('region', { name: /2026-05-21/ });
    expect(within(day).getByText('숲 체험 주간')).toBeInTheDocument();
    expect(within(day).getByText(/2026-05-20.*~.*2026-05-22/)).toBeInTheDocument();
    expect(within(day).getByText('뒷산 숲')).toBeInTheDocument();
    expect(within(day).getByRole('link')).toHaveAttribute('href', '/admin/event/2');

    expect(within(cell('2026-05-05')).getByLabelText('휴일: 어린이날')).toHaveTextContent('휴');
    await user.click(within(cell('2026-05-19')).getByText('19'));
    expect(within(screen.getByRole('region', { name: /2026-05-19/ })).getByText('이날은 행사가 없습니다.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '다음 달' }));
    await waitFor(() => expect(location()).toBe('/admin/event?month=2026-06'));
    await screen.findByRole('heading', { level: 2, name: '2026년 6월' });
    await waitFor(() => expect(calendarCalls.at(-1)).toEqual({ month: '2026-06' }));
  });

  it('lets an admin show one class: the calendar and the .ics file both follow the filter', async () => {
    serve();
    const user = setupUser();
    const { location } = renderApp('/admin/event?month=2026-05');
    await screen.findByRole('heading', { level: 2, name: '2026년 5월' });

    await user.click(screen.getByRole('button', { name: /일정 내려받기/ }));
    await waitFor(() => expect(downloads).toEqual(['행사일정.ics']));
    expect(icsCalls).toEqual([{}]);

    await waitFor(() => expect(server!.count(route(childEndpoints.classOptions))).toBe(1));
    await chooseOption('반', '햇님반');
    await waitFor(() => expect(location()).toBe('/admin/event?month=2026-05&classId=3'));
    await waitFor(() => expect(calendarCalls.at(-1)).toEqual({ month: '2026-05', classId: 3 }));

    await user.click(screen.getByRole('button', { name: /일정 내려받기/ }));
    await waitFor(() => expect(icsCalls).toEqual([{}, { classId: 3 }]));
  });

  it('gives a teacher their own class’s .ics, no class filter, and the 행사 등록 button', async () => {
    serve(meData(teacherWithClass));
    const user = setupUser();
    renderApp('/admin/event?month=2026-05');
    await screen.findByRole('heading', { level: 2, name: '2026년 5월' });
    expect(screen.queryByRole('combobox', { name: '반' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /행사 등록/ })).toHaveAttribute('href', '/admin/event/new');
    expect(calendarCalls).toEqual([{ month: '2026-05' }]);

    await user.click(screen.getByRole('button', { name: /일정 내려받기/ }));
    await waitFor(() => expect(icsCalls).toEqual([{ classId: 3 }]));
  });
});

describe('행사 목록 (event?view=list)', () => {
  it('searches by the chosen type and shows when, where and for whom', async () => {
    desktopScreen();
    serve();
    const user = setupUser();
    const { location } = renderApp('/admin/event?view=list');
    const table = await screen.findByRole('table');
    expect(searchCalls[0]).toEqual({ page: 1, size: 10 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['행사일(기간)', '제목', '시간', '장소', '대상', '작성자', '조회수']);
    const row = within(table).getByRole('row', { name: /숲 체험 주간/ });
    expect(row).toHaveTextContent(/2026-05-20.*~.*2026-05-22/);
    expect(within(row).getByText('종일')).toBeInTheDocument();
    expect(within(row).getByText('뒷산 숲')).toBeInTheDocument();
    expect(within(row).getByText('햇님반')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /어린이날 잔치/ })).getByText('10:00 ~ 12:00')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await chooseOption('검색 조건', '작성자');
    await user.type(within(search).getByRole('textbox', { name: '검색어' }), '김원장');
    await user.click(within(search).getByRole('button', { name: /검색/ }));
    await waitFor(() => expect(searchCalls.at(-1)).toEqual({ page: 1, size: 10, searchType: 'author', keyword: '김원장' }));
    expect(location()).toBe('/admin/event?searchType=author&keyword=%EA%B9%80%EC%9B%90%EC%9E%A5&view=list');
  });
});
