import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, endpointUrl, medicineEndpoints, type Medicine } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { formatDateTime } from '@/lib/format-date';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeReply } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
let record: Medicine;
const sent: { url: string; body: unknown }[] = [];

function medicine(overrides: Partial<Medicine> = {}): Medicine {
  return {
    medicineId: 5,
    classId: 3,
    className: '햇님반',
    childCode: 41,
    childName: '김하늘',
    requestDate: '2026-11-21',
    symptom: '콧물, 기침',
    medicines: [
      { medicineName: '해열제 시럽', dosage: '5ml', times: '점심 식후 30분', storage: 'fridge' },
      { medicineName: '안약', dosage: '한 방울씩', times: '오후 3시', storage: 'room' },
    ],
    parentNote: '낮잠 전에 먹여 주세요.',
    requestedByName: '김엄마',
    requestedByRelation: '모',
    confirmedAt: '2026-11-20T23:10:00.000Z',
    cancelledAt: null,
    status: 'REQUESTED',
    doseCount: 0,
    lastDoseAt: null,
    isToday: true,
    createdAt: '2026-11-20T23:10:00.000Z',
    checkedByName: null,
    checkedAt: null,
    completedByName: null,
    completedAt: null,
    teacherComment: '',
    doses: [],
    updatedAt: '2026-11-20T23:10:00.000Z',
    ...overrides,
  };
}

/** A tiny server: GET answers the record, each change updates it like the real one. */
function serve(change: Partial<Record<'check' | 'end' | 'dose', (body: any) => FakeReply>> = {}) {
  sent.length = 0;
  const body = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data));
  const handle = (name: 'check' | 'end' | 'dose', apply: (b: any) => Partial<Medicine>) => (config: InternalAxiosRequestConfig) => {
    const b = body(config);
    sent.push({ url: config.url!, body: b });
    if (change[name]) return change[name]!(b);
    record = { ...record, ...apply(b) };
    return ok(record);
  };
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
    [route(medicineEndpoints.get, { classId: 3, id: 5 })]: () => ok(record),
    [route(medicineEndpoints.search, { classId: 3 })]: () => ok({ items: [], page: 1, size: 10, total: 0, totalPages: 1 }),
    [route(medicineEndpoints.check)]: handle('check', () => ({ status: 'CHECKED', checkedByName: '이선생', checkedAt: '2026-11-21T00:30:00.000Z' })),
    [route(medicineEndpoints.logDose)]: handle('dose', (b) => ({
      doses: [...record.doses, { doseId: record.doses.length + 1, givenAt: b.givenAt, givenByName: '이선생', note: b.note }],
      doseCount: record.doseCount + 1,
    })),
    [route(medicineEndpoints.end)]: handle('end', (b) => ({
      status: 'COMPLETED',
      completedAt: '20261121',
      completedByName: '이선생',
      teacherComment: b.teacherComment,
    })),
  });
}

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  record = medicine();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('medicine detail', () => {
  it("keeps '투약 완료' disabled until the request is checked, then completes it through the confirm dialog", async () => {
    serve();
    const user = setupUser();
    renderApp('/admin/story/medicate/5');
    await screen.findByRole('heading', { level: 2, name: '김하늘' });
    expect(screen.getByText('낮잠 전에 먹여 주세요.')).toBeInTheDocument();
    // every medicine of the request, in the parent's order, and who asked
    const medicines = screen.getAllByRole('listitem').filter((li) => li.closest('.medicine-items'));
    expect(medicines.map((li) => li.textContent)).toEqual(['해열제 시럽 · 5ml · 점심 식후 30분 · 냉장 보관', '안약 · 한 방울씩 · 오후 3시 · 실온 보관']);
    expect(screen.getByText('해열제 시럽 외 1 · 콧물, 기침')).toBeInTheDocument();
    expect(screen.getByText(`김엄마 (모) · ${formatDateTime('2026-11-20T23:10:00.000Z')} 확인`)).toBeInTheDocument();
    expect(button('투약 완료')).toBeDisabled();
    expect(button('투약 기록')).toBeDisabled();
    expect(screen.queryByLabelText('교사 의견')).not.toBeInTheDocument();

    await user.click(button('확인'));
    await waitFor(() => expect(button('투약 완료')).toBeEnabled());
    expect(sent).toEqual([{ url: endpointUrl(medicineEndpoints.check), body: { classId: 3, medicineId: 5 } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('투약의뢰서를 확인했습니다.');
    expect(button('확인')).toBeDisabled();

    await user.click(screen.getByLabelText('교사 의견'));
    await user.paste('점심 먹고 잘 먹었어요.');
    await user.click(button('투약 완료'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('김하늘 원아의 투약 기록이 없습니다.');
    expect(sent).toHaveLength(1); // nothing sent before confirming
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      url: endpointUrl(medicineEndpoints.end),
      body: { classId: 3, medicineId: 5, status: 'COMPLETED', teacherComment: '점심 먹고 잘 먹었어요.' },
    });
    await screen.findByText('투약이 완료된 의뢰서입니다.');
    expect(screen.getByText('점심 먹고 잘 먹었어요.')).toBeInTheDocument();
    for (const name of ['확인', '투약 기록', '투약 완료']) expect(button(name)).toBeDisabled();
  });

  it('sends nothing when the confirm dialog is cancelled, and shows a server refusal in the global alert', async () => {
    record = medicine({ status: 'CHECKED', checkedByName: '이선생', checkedAt: '2026-11-21T00:30:00.000Z' });
    serve({ end: () => fail(409, 'CONFLICT', '확인하지 않은 투약의뢰서는 완료할 수 없습니다.') });
    const user = setupUser();
    renderApp('/admin/story/medicate/5');
    await user.click(await screen.findByRole('button', { name: '투약 완료' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);

    await user.click(button('투약 완료'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('확인하지 않은 투약의뢰서는 완료할 수 없습니다.');
    expect(sent).toEqual([{ url: endpointUrl(medicineEndpoints.end), body: { classId: 3, medicineId: 5, status: 'COMPLETED', teacherComment: '' } }]);
  });

  it('logs a dose with the chosen note and shows it in the list of doses', async () => {
    record = medicine({ status: 'CHECKED', checkedByName: '이선생', checkedAt: '2026-11-21T00:30:00.000Z' });
    serve();
    const user = setupUser();
    renderApp('/admin/story/medicate/5');
    await screen.findByText('아직 투약 기록이 없습니다.');
    await user.click(button('투약 기록'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('메모'), '식후 30분, 잘 먹음');
    await user.click(within(dialog).getByRole('button', { name: '기록' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe(endpointUrl(medicineEndpoints.logDose));
    expect(sent[0].body).toMatchObject({ classId: 3, medicineId: 5, note: '식후 30분, 잘 먹음' });
    expect(Date.parse((sent[0].body as { givenAt: string }).givenAt)).toBeGreaterThan(Date.now() - 120_000);
    await screen.findByText('식후 30분, 잘 먹음');
    expect(screen.queryByText('아직 투약 기록이 없습니다.')).not.toBeInTheDocument();
  });

  it('shows a request the parent cancelled as 보호자 취소, with nothing left to do', async () => {
    record = medicine({ status: 'CANCELLED', cancelledAt: '2026-11-21T00:05:00.000Z' });
    serve();
    renderApp('/admin/story/medicate/5');
    await screen.findByText('보호자가 취소한 투약의뢰서입니다.');
    expect(screen.getAllByText('보호자 취소').length).toBeGreaterThanOrEqual(2); // the status tag and the time row
    expect(screen.getByText(formatDateTime('2026-11-21T00:05:00.000Z'))).toBeInTheDocument();
    for (const name of ['확인', '투약 기록', '투약 완료']) expect(button(name)).toBeDisabled();
  });

  it('shows the server message for a request of another class', async () => {
    serve();
    server!.restore();
    server = installFakeServer({
      [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
      [route(medicineEndpoints.get, { classId: 3, id: 5 })]: () => fail(404, 'NOT_FOUND', '투약의뢰서를 찾을 수 없습니다.'),
    });
    renderApp('/admin/story/medicate/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('투약의뢰서를 찾을 수 없습니다.');
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/admin/story/medicate');
  });
});
