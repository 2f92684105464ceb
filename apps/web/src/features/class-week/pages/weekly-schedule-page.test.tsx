import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  authEndpoints,
  classWeekEndpoints,
  endpointUrl,
  schoolDaysOfWeek,
  weekEndOf,
  weekMondayOf,
  type ClassWeek,
  type ClassWeekListItem,
} from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const thisMonday = weekMondayOf(dayjs().format('YYYY-MM-DD'));
let server: ReturnType<typeof installFakeServer> | undefined;
let saved: Map<string, ClassWeek>;
const asked: string[] = [];
const posted: any[] = [];
const deleted: string[] = [];

function emptyWeek(monday: string): ClassWeek {
  return {
    classWeekId: null,
    classId: 3,
    className: '햇님반',
    weekStart: monday,
    weekEnd: weekEndOf(monday),
    theme: '',
    goals: '',
    days: schoolDaysOfWeek(monday).map((day) => ({ day, theme: '', activities: '', notes: '' })),
    authorName: null,
    updatedAt: null,
  };
}

const listItem = (week: ClassWeek): ClassWeekListItem => ({
  classWeekId: week.classWeekId!,
  classId: 3,
  weekStart: week.weekStart,
  weekEnd: week.weekEnd,
  theme: week.theme,
  goals: week.goals,
  plannedDays: week.days.filter((d) => d.activities).length,
  authorName: week.authorName,
  updatedAt: week.updatedAt!,
});

/** A class-week server in memory: forms by Monday, saves replace the week, the list is newest first. */
function serve() {
  asked.length = 0;
  posted.length = 0;
  deleted.length = 0;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
    [route(classWeekEndpoints.form, { classId: 3 })]: (config: InternalAxiosRequestConfig) => {
      const monday = weekMondayOf((config.params as { anyDate: string }).anyDate);
      asked.push(monday);
      return ok(saved.get(monday) ?? emptyWeek(monday));
    },
    [route(classWeekEndpoints.list)]: (config) => {
      const { page } = config.params as { page: number };
      const items = [...saved.values()].sort((a, b) => b.weekStart.localeCompare(a.weekStart)).map(listItem);
      return ok({ items: items.slice(page * 10, page * 10 + 10), page, size: 10, total: items.length, totalPages: Math.max(1, Math.ceil(items.length / 10)) });
    },
    [route(classWeekEndpoints.save)]: (config) => {
      const body = JSON.parse(String(config.data));
      posted.push(body);
      const week: ClassWeek = { ...emptyWeek(body.weekStart), classWeekId: 90, theme: body.theme, goals: body.goals, days: body.days, authorName: '이선생', updatedAt: '2026-11-21T01:00:00.000Z' };
      saved.set(week.weekStart, week);
      return ok(week);
    },
    [route(classWeekEndpoints.delete, { id: 77 })]: (config) => {
      deleted.push(config.url!);
      saved.delete(addDays(thisMonday, -7));
      return ok({ classWeekId: 77 });
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  const lastWeek = addDays(thisMonday, -7);
  saved = new Map([
    [lastWeek, { ...emptyWeek(lastWeek), classWeekId: 77, theme: '가을 열매', authorName: '이선생', updatedAt: '2026-11-14T01:00:00.000Z', days: emptyWeek(lastWeek).days.map((d, i) => (i === 0 ? { ...d, activities: '도토리 굴리기' } : d)) }],
  ]);
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

const range = (monday: string) => `${monday} ~ ${weekEndOf(monday)}`;

describe('weekly schedule (주간 계획안)', () => {
  it('moves between weeks with 이전 주 / 이번 주 / 다음 주, the week in the address', async () => {
    serve();
    const user = setupUser();
    const app = renderApp('/admin/story/weekly-schedule');
    await screen.findByText(range(thisMonday));
    await screen.findByText('아직 저장하지 않은 새 계획안입니다.');

    await user.click(screen.getByRole('button', { name: /다음 주/ }));
    expect(await screen.findByText(range(addDays(thisMonday, 7)))).toBeInTheDocument();
    expect(app.location()).toBe(`/admin/story/weekly-schedule?week=${addDays(thisMonday, 7)}`);

    // one week at a time, as a user sees each week before moving on (the saved-weeks list below repeats last week's range)
    await user.click(screen.getByRole('button', { name: /이전 주/ }));
    await screen.findByText(range(thisMonday));
    await user.click(screen.getByRole('button', { name: /이전 주/ }));
    await waitFor(() => expect(app.location()).toBe(`/admin/story/weekly-schedule?week=${addDays(thisMonday, -7)}`));
    expect(await within(screen.getByRole('navigation', { name: '주간' })).findByText(range(addDays(thisMonday, -7)))).toBeInTheDocument();
    await screen.findByDisplayValue('가을 열매');
    expect(screen.getByDisplayValue('도토리 굴리기')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '이번 주' }));
    await waitFor(() => expect(app.location()).toBe('/admin/story/weekly-schedule'));
    // each week asked once (a refetch of a cached week after 30 s is fine)
    expect([...new Set(asked)]).toEqual([thisMonday, addDays(thisMonday, 7), addDays(thisMonday, -7)]);
  });

  it('saves the week with its Monday–Friday plan and lists it among the saved weeks', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/story/weekly-schedule');
    const theme = await screen.findByLabelText('주제');
    await user.type(theme, '겨울 준비');
    const monday = screen.getAllByLabelText('활동')[0];
    await user.type(monday, '김장 놀이');
    await user.click(screen.getByRole('button', { name: /저장/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('주간 계획안을 저장했습니다.');
    expect(posted).toEqual([
      {
        classId: 3,
        weekStart: thisMonday,
        theme: '겨울 준비',
        goals: '',
        days: schoolDaysOfWeek(thisMonday).map((day, i) => ({ day, theme: '', activities: i === 0 ? '김장 놀이' : '', notes: '' })),
      },
    ]);
    // the printed plan (hidden on screen) names the centre above its heading, then the week's theme as typed
    const paper = document.querySelector('.class-week-print')!;
    expect(paper.firstElementChild).toHaveTextContent('해님어린이집');
    expect(paper).toHaveTextContent('겨울 준비');
    const list = screen.getByRole('region', { name: '지난 계획안' });
    await within(list).findByText('겨울 준비');
    expect(within(list).getByText('가을 열매')).toBeInTheDocument();
    await screen.findByRole('button', { name: /삭제/ });
  });

  it('refuses to save a plan with nothing written, in Korean, and saves once something is written', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/story/weekly-schedule');
    await screen.findByText('아직 저장하지 않은 새 계획안입니다.');
    await user.type(screen.getAllByLabelText('메모')[2], '   '); // blanks are nothing
    await user.click(screen.getByRole('button', { name: /저장/ }));
    expect(await screen.findByText('계획 내용을 한 가지 이상 입력해 주세요.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    expect(server!.count(route(classWeekEndpoints.save))).toBe(0);

    await user.type(screen.getAllByLabelText('활동')[1], '낙엽 모으기');
    await waitFor(() => expect(screen.queryByText('계획 내용을 한 가지 이상 입력해 주세요.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /저장/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('주간 계획안을 저장했습니다.');
    expect(posted).toHaveLength(1);
    expect(posted[0].days[1]).toMatchObject({ activities: '낙엽 모으기' });
  });

  it('opens a saved week from the list and deletes it after confirming', async () => {
    serve();
    const user = setupUser();
    const app = renderApp('/admin/story/weekly-schedule');
    const list = await screen.findByRole('region', { name: '지난 계획안' });
    await user.click(await within(list).findByText('가을 열매'));
    await waitFor(() => expect(app.location()).toBe(`/admin/story/weekly-schedule?week=${addDays(thisMonday, -7)}`));
    await screen.findByDisplayValue('도토리 굴리기');

    await user.click(screen.getByRole('button', { name: /삭제/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`${range(addDays(thisMonday, -7))} 주간 계획안을 삭제할까요?`);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('주간 계획안을 삭제했습니다.');
    expect(deleted).toEqual([endpointUrl(classWeekEndpoints.delete, { id: 77 })]);
    await screen.findByText('아직 저장하지 않은 새 계획안입니다.');
    await within(list).findByText('저장한 주간 계획안이 없습니다.');
  });
});
