import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attendanceEndpoints, authEndpoints, countAttendance, endpointUrl, type AttendanceChild, type AttendanceSheet, type AttendanceStatus } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, goOffline, installFakeServer, noAnswer, ok, route, type FakeReply } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const URL = endpointUrl(attendanceEndpoints.save, { classId: 3 });
let server: ReturnType<typeof installFakeServer> | undefined;
let sheet: AttendanceSheet;
const sent: { url: string; body: any }[] = [];

function child(childCode: number, childName: string, status: AttendanceStatus | null): AttendanceChild {
  return {
    childCode,
    childName,
    gender: 'F',
    record: status
      ? { status, arrivedAt: status === 'absent' ? null : '09:00', leftAt: null, excused: false, excuseReason: '', note: '', recordedByName: '이선생', updatedAt: '2026-11-21T00:00:00.000Z' }
      : null,
  };
}

function makeSheet(date: string, isToday: boolean, children: AttendanceChild[], day: AttendanceSheet['day'] = { schoolDay: true, holiday: null }): AttendanceSheet {
  return { classId: 3, date, isToday, day, children, counts: countAttendance(children) };
}

/** A small server: GET answers the sheet, each save applies its records like the real one. */
function serve(save?: (body: any) => FakeReply) {
  sent.length = 0;
  const body = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data));
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
    [route(attendanceEndpoints.get, { classId: 3 })]: () => ok(sheet),
    [route(attendanceEndpoints.save, { classId: 3 })]: (config) => {
      const b = body(config);
      sent.push({ url: config.url!, body: b });
      if (save) return save(b);
      const children = sheet.children.map((c) => {
        const r = b.records.find((x: any) => x.childCode === c.childCode);
        return r ? child(c.childCode, c.childName, r.status) : c;
      });
      sheet = makeSheet(sheet.date, sheet.isToday, children, sheet.day);
      return ok(sheet);
    },
    [route(attendanceEndpoints.allPresent, { classId: 3 })]: (config) => {
      sent.push({ url: config.url!, body: body(config) });
      let marked = 0;
      const children = sheet.children.map((c) => (c.record ? c : (marked++, child(c.childCode, c.childName, 'present'))));
      sheet = makeSheet(sheet.date, true, children, sheet.day);
      return ok({ marked, sheet });
    },
  });
}

const countOf = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');
const statusGroup = (name: string) => screen.getByRole('radiogroup', { name: `${name} 출석 상태` });

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  sheet = makeSheet('2026-11-21', true, [child(41, '김하늘', null), child(42, '박바다', 'present'), child(43, '최구름', null)]);
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('attendance (출석부)', () => {
  it('saves a child with one tap and updates the counts', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/story/attendance');
    await screen.findByRole('radiogroup', { name: '김하늘 출석 상태' });
    expect(countOf('미체크')).toHaveTextContent('2');
    expect(within(statusGroup('박바다')).getByRole('radio', { name: '출석' })).toBeChecked();

    await user.click(within(statusGroup('김하늘')).getByText('결석'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ url: URL, body: { date: '2026-11-21', records: [{ childCode: 41, status: 'absent' }] } });
    await waitFor(() => expect(within(statusGroup('김하늘')).getByRole('radio', { name: '결석' })).toBeChecked());
    expect(countOf('결석')).toHaveTextContent('1');
    expect(countOf('미체크')).toHaveTextContent('1');
  });

  it("marks every unchecked child present in one action", async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/story/attendance');
    await user.click(await screen.findByRole('button', { name: /모두 출석/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2명을 출석으로 기록했습니다.');
    expect(sent).toEqual([{ url: endpointUrl(attendanceEndpoints.allPresent, { classId: 3 }), body: { date: '2026-11-21' } }]);
    expect(countOf('출석')).toHaveTextContent('3');
    expect(countOf('미체크')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: /모두 출석/ })).toBeDisabled();
    for (const name of ['김하늘', '최구름']) expect(within(statusGroup(name)).getByRole('radio', { name: '출석' })).toBeChecked();
  });

  it('says the day is a holiday and offers no 모두 출석, while a child can still be recorded (docs/product/holiday.md)', async () => {
    const christmas = { date: '2026-11-21', name: '개원기념일', kind: 'CENTRE' as const, open: false, id: 5 };
    sheet = makeSheet('2026-11-21', true, sheet.children, { schoolDay: false, holiday: christmas });
    serve();
    renderApp('/admin/story/attendance');
    await screen.findByRole('radiogroup', { name: '김하늘 출석 상태' });
    expect(screen.getByText('이 날은 휴일(개원기념일)입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /모두 출석/ })).not.toBeInTheDocument();
  });

  it('asks once for the reason before changing a past day, and sends it with each change', async () => {
    sheet = makeSheet('2026-11-20', false, [child(41, '김하늘', 'absent'), child(42, '박바다', 'present')]);
    serve();
    const user = setupUser();
    renderApp('/admin/story/attendance?date=2026-11-20');
    await screen.findByText('지난 날짜를 보고 있습니다. 고치면 수정 사유가 기록됩니다.');
    expect(screen.queryByRole('button', { name: /모두 출석/ })).not.toBeInTheDocument();

    await user.click(within(statusGroup('김하늘')).getByText('지각'));
    const dialog = await screen.findByRole('dialog', { name: '지난 날짜 출석 수정' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await within(dialog).findByText('수정 사유를 입력해 주세요.');
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('수정 사유'), '보호자 연락으로 정정');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ date: '2026-11-20', reason: '보호자 연락으로 정정', records: [{ childCode: 41, status: 'late' }] });

    await user.click(within(statusGroup('박바다')).getByText('조퇴'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toEqual({ date: '2026-11-20', reason: '보호자 연락으로 정정', records: [{ childCode: 42, status: 'early_leave' }] });
    expect(screen.getByText('수정 사유: 보호자 연락으로 정정')).toBeInTheDocument();
  });

  it('rolls a refused tap back to what the server has and shows its message', async () => {
    serve(() => fail(403, 'FORBIDDEN', '접근 권한이 없습니다.'));
    const user = setupUser();
    renderApp('/admin/story/attendance');
    await user.click(within(await screen.findByRole('radiogroup', { name: '최구름 출석 상태' })).getByText('지각'));
    expect(await screen.findByRole('alert')).toHaveTextContent('접근 권한이 없습니다.');
    await waitFor(() => expect(within(statusGroup('최구름')).getByRole('radio', { name: '지각' })).not.toBeChecked());
    expect(countOf('미체크')).toHaveTextContent('2');
  });

  it('offline: says so, tries the save, and never shows a tap as saved that did not reach the server', async () => {
    serve(() => noAnswer());
    const user = setupUser();
    renderApp('/admin/story/attendance');
    const group = await screen.findByRole('radiogroup', { name: '최구름 출석 상태' });
    const online = goOffline();
    try {
      expect(await screen.findByText('인터넷에 연결되어 있지 않습니다.')).toBeInTheDocument();
      await user.click(within(group).getByText('지각'));
      // the call is made (not held until the browser is back) and its failure is said in Korean
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(await screen.findByRole('alert')).toHaveTextContent('서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.');
      await waitFor(() => expect(within(statusGroup('최구름')).getByRole('radio', { name: '지각' })).not.toBeChecked());
      expect(countOf('미체크')).toHaveTextContent('2');
    } finally {
      online();
    }
    // back online, the notice goes once the server answers again
    server?.restore();
    serve();
    await user.click(within(statusGroup('최구름')).getByText('지각'));
    await waitFor(() => expect(within(statusGroup('최구름')).getByRole('radio', { name: '지각' })).toBeChecked());
    await waitFor(() => expect(screen.queryByText('인터넷에 연결되어 있지 않습니다.')).not.toBeInTheDocument());
    expect(screen.queryByText('서버에 연결할 수 없습니다.')).not.toBeInTheDocument();
  });

  it('records times and an excused absence (인정결석) in the detail drawer, checked by the contract rules', async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/story/attendance');
    await user.click(await screen.findByRole('button', { name: '박바다 상세' }));
    const drawer = await screen.findByRole('dialog', { name: '박바다 출결 상세' });
    const arrived = within(drawer).getByLabelText('등원 시간');
    expect(arrived).toHaveValue('09:00');
    await user.type(within(drawer).getByLabelText('하원 시간'), '08:30');
    await user.click(within(drawer).getByRole('button', { name: '저장' }));
    await within(drawer).findByText('하원 시간은 등원 시간보다 빠를 수 없습니다.');
    expect(sent).toHaveLength(0);

    await user.click(within(within(drawer).getByRole('radiogroup', { name: '출결' })).getByText('결석'));
    await user.click(await within(drawer).findByRole('checkbox', { name: '인정결석' }));
    await user.type(await within(drawer).findByLabelText('인정결석 사유'), '병원 진료');
    await user.click(within(drawer).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      date: '2026-11-21',
      records: [{ childCode: 42, status: 'absent', arrivedAt: '', leftAt: '', excused: true, excuseReason: '병원 진료', note: '' }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('출결을 저장했습니다.');
  });
});
