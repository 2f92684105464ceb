import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { authEndpoints, centreEndpoints, holidayEndpoints, type Centre, type CentreDayBody, type Holiday } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const year = dayjs().year();
const centre: Centre = {
  centreId: 1, organisationId: 1, organisationName: '해님재단', name: '해님어린이집', kind: 'daycare', address: '', phone: '', representative: '',
  basicStart: '09:00', basicEnd: '16:00', extendedEnd: '19:30', schoolDays: [1, 2, 3, 4, 5], timeZone: 'Asia/Seoul', retentionYears: 5, modules: [],
};
const manager = meData({ tno: 2, teacherId: 'manager', teacherName: '박매니저', role: 'ROLE_MANAGER' });

let server: ReturnType<typeof installFakeServer> | undefined;
let days: Holiday[];
const sent: CentreDayBody[] = [];

/** A small server keeping the calendar like the real one: a second row on a date is 409. */
function serve() {
  sent.length = 0;
  let nextId = 10;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(manager),
    [route(centreEndpoints.get)]: () => ok(centre),
    [route(holidayEndpoints.list)]: () => ok({ year, month: null, nationalKnown: true, items: days }),
    [route(holidayEndpoints.create)]: (config) => {
      const body = JSON.parse(String(config.data)) as CentreDayBody;
      sent.push(body);
      const national = days.find((d) => d.date === body.date && d.kind === 'NATIONAL');
      if (body.kind === 'OPEN' && national) {
        national.open = true;
        national.id = nextId++;
        return ok(national);
      }
      if (days.some((d) => d.date === body.date)) return fail(409, 'CONFLICT', '이미 휴일로 등록된 날입니다.');
      const added: Holiday = { date: body.date, name: body.name, kind: 'CENTRE', open: false, id: nextId++ };
      days = [...days, added].sort((a, b) => a.date.localeCompare(b.date));
      return ok(added);
    },
    [route(holidayEndpoints.delete, { id: 3 })]: () => {
      days = days.filter((d) => d.id !== 3);
      return ok({ id: 3 });
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  days = [
    { date: `${year}-05-01`, name: '노동절', kind: 'NATIONAL', open: false, id: null },
    { date: `${year}-08-14`, name: '여름방학', kind: 'CENTRE', open: false, id: 3 },
    { date: `${year}-12-25`, name: '기독탄신일', kind: 'NATIONAL', open: false, id: null },
  ];
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

const section = () => screen.getByRole('region', { name: '휴일 관리' });
const itemOf = (name: string) => screen.getByText(name).closest('li')!;

describe('휴일 관리 (docs/product/holiday.md)', () => {
  it('lists the year’s national holidays and the centre’s days, each with its kind', async () => {
    serve();
    renderApp('/admin/centre');
    expect(await screen.findByText('기독탄신일')).toBeInTheDocument();
    expect(within(section()).getByText(`${year}년`)).toBeInTheDocument();
    expect(within(itemOf('기독탄신일')).getByText('공휴일')).toBeInTheDocument();
    expect(within(itemOf('여름방학')).getByText('원 휴원일')).toBeInTheDocument();
    // a national holiday cannot be deleted, only marked open
    expect(within(itemOf('기독탄신일')).queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
  });

  it('adds a centre day; an empty name is refused in Korean before sending, a duplicate shows the server’s 409', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/centre');
    await screen.findByText('기독탄신일');
    const date = within(section()).getByPlaceholderText('2026-12-24');
    const pickDate = async (value: string) => {
      await user.clear(date);
      await user.click(date);
      await user.paste(value);
      await user.keyboard('{Enter}');
    };
    await pickDate(`${year}-08-14`);
    await user.click(within(section()).getByRole('button', { name: /추가/ }));
    expect(await within(section()).findByText('휴일 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(section()).getByLabelText('휴일 이름'), '재량휴업');
    await user.click(within(section()).getByRole('button', { name: /추가/ }));
    expect(await screen.findByText('이미 휴일로 등록된 날입니다.')).toBeInTheDocument();

    await pickDate(`${year}-12-24`);
    await user.click(within(section()).getByRole('button', { name: /추가/ }));
    expect(await screen.findByText('재량휴업')).toBeInTheDocument();
    expect(sent).toEqual([
      { date: `${year}-08-14`, name: '재량휴업', kind: 'CLOSED' },
      { date: `${year}-12-24`, name: '재량휴업', kind: 'CLOSED' },
    ]);
  });

  it('marks a national holiday open and removes a centre day after asking', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/centre');
    await user.click(await screen.findByRole('button', { name: '노동절 정상 운영으로 표시' }));
    await waitFor(() => expect(within(itemOf('노동절')).getByText('정상 운영')).toBeInTheDocument());
    expect(sent).toEqual([{ date: `${year}-05-01`, name: '정상 운영', kind: 'OPEN' }]);
    expect(within(itemOf('노동절')).getByRole('button', { name: '노동절 정상 운영 취소' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '여름방학 삭제' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByText('여름방학')).not.toBeInTheDocument());
    expect(server!.count(route(holidayEndpoints.delete, { id: 3 }))).toBe(1);
  });
});
