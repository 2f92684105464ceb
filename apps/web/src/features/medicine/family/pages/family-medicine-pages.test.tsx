import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, addDays, medicineFamilyEndpoints, todayIn, type FamilyMedicine } from '@kg/contract';
import { installFamilyServer, resetFamily } from '@/family/test/family-fixtures';
import { fail, ok, route } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFamilyServer> | undefined;
beforeEach(resetFamily);
afterEach(() => server?.restore());

const today = todayIn(DEFAULT_TIME_ZONE);

function medicine(overrides: Partial<FamilyMedicine> = {}): FamilyMedicine {
  return {
    medicineId: 31,
    childCode: 11,
    requestDate: today,
    symptom: '감기',
    medicines: [
      { medicineName: '해열제 시럽', dosage: '5ml', times: '점심 식후', storage: 'fridge' },
      { medicineName: '콧물약', dosage: '3ml', times: '점심 식후', storage: 'room' },
    ],
    status: 'REQUESTED',
    doseCount: 0,
    isToday: true,
    createdAt: '2026-11-24T00:10:00.000Z',
    className: '햇님반',
    parentNote: '',
    requestedByName: '박엄마',
    confirmedAt: '2026-11-24T00:10:00.000Z',
    cancelledAt: null,
    checkedByName: null,
    checkedAt: null,
    completedByName: null,
    completedAt: null,
    teacherComment: '',
    doses: [],
    canChange: true,
    updatedAt: '2026-11-24T00:10:00.000Z',
    ...overrides,
  };
}

const CREATE = route(medicineFamilyEndpoints.create);

describe('parent app 투약의뢰서', () => {
  it('the form refuses empty fields, a day out of the window and a missing confirmation, then sends two medicines', async () => {
    const sent: unknown[] = [];
    server = installFamilyServer({
      [CREATE]: (config) => {
        sent.push(JSON.parse(String(config.data)));
        return { ...ok(medicine()), status: 201 };
      },
      [route(medicineFamilyEndpoints.get, { childCode: 11, id: 31 })]: () => ok(medicine()),
    });
    const app = renderApp('/parent/c/11/medicine/new');
    const user = setupUser();
    const submit = await screen.findByRole('button', { name: '의뢰하기' });

    fireEvent.change(screen.getByLabelText('투약일'), { target: { value: addDays(today, 31) } });
    await user.click(submit);
    expect(await screen.findByText('투약일은 오늘부터 30일 안의 날짜로 골라 주세요.')).toBeInTheDocument();
    expect(await screen.findByText('증상을 입력해 주세요. (200자 이하)')).toBeInTheDocument();
    expect(await screen.findByText('약 종류를 입력해 주세요. (100자 이하)')).toBeInTheDocument();
    expect(await screen.findByText('투약 의뢰 내용을 확인하고 동의해 주세요.')).toBeInTheDocument();
    expect(server.count(CREATE)).toBe(0);

    fireEvent.change(screen.getByLabelText('투약일'), { target: { value: addDays(today, 1) } });
    await user.type(screen.getByLabelText('증상'), '감기');
    const first = screen.getByRole('group', { name: '약 1' });
    await user.type(within(first).getByLabelText('약 종류'), '해열제 시럽');
    await user.type(within(first).getByLabelText('용량'), '5ml');
    await user.type(within(first).getByLabelText('투약 시간'), '점심 식후');
    await user.click(within(first).getByRole('radio', { name: '냉장 보관' }));
    await user.click(screen.getByRole('button', { name: /약 추가/ }));
    const second = screen.getByRole('group', { name: '약 2' });
    await user.type(within(second).getByLabelText('약 종류'), '콧물약');
    await user.type(within(second).getByLabelText('용량'), '3ml');
    await user.type(within(second).getByLabelText('투약 시간'), '점심 식후');
    await user.click(screen.getByRole('checkbox', { name: '위 내용으로 투약을 의뢰합니다' }));
    await user.click(submit);

    await waitFor(() => expect(app.location()).toBe('/parent/c/11/medicine/31'));
    expect(sent).toEqual([
      {
        childCode: 11,
        requestDate: addDays(today, 1),
        symptom: '감기',
        medicines: [
          { medicineName: '해열제 시럽', dosage: '5ml', times: '점심 식후', storage: 'fridge' },
          { medicineName: '콧물약', dosage: '3ml', times: '점심 식후', storage: 'room' },
        ],
        parentNote: '',
        confirmed: true,
      },
    ]);
    expect(await screen.findByText('투약을 의뢰했습니다.')).toBeInTheDocument();
  });

  it('shows the server’s Korean message on the field it names', async () => {
    server = installFamilyServer({
      [CREATE]: () => ({
        status: 400,
        body: { success: false, code: 'VALIDATION', message: '입력값을 확인해 주세요.', details: { 'medicines.0.dosage': '용량을 입력해 주세요. (50자 이하)' } },
      }),
    });
    renderApp('/parent/c/11/medicine/new');
    const user = setupUser();
    await user.type(await screen.findByLabelText('증상'), '감기');
    await user.type(screen.getByLabelText('약 종류'), '해열제');
    await user.type(screen.getByLabelText('용량'), '5ml');
    await user.type(screen.getByLabelText('투약 시간'), '점심');
    await user.click(screen.getByRole('checkbox', { name: '위 내용으로 투약을 의뢰합니다' }));
    await user.click(screen.getByRole('button', { name: '의뢰하기' }));
    expect(await screen.findByText('용량을 입력해 주세요. (50자 이하)')).toBeInTheDocument();
  });

  it('the detail shows the timeline with doses and the comment; a checked request can no longer be cancelled', async () => {
    server = installFamilyServer({
      [route(medicineFamilyEndpoints.get, { childCode: 11, id: 31 })]: () =>
        ok(
          medicine({
            status: 'COMPLETED',
            checkedAt: '2026-11-24T00:30:00.000Z',
            checkedByName: '이선생',
            completedAt: '20261124',
            completedByName: '이선생',
            teacherComment: '잘 먹었어요.',
            doses: [{ doseId: 1, givenAt: '2026-11-24T03:30:00.000Z', givenByName: '이선생', note: '식후 복용' }],
            doseCount: 1,
            canChange: false,
          }),
        ),
    });
    renderApp('/parent/c/11/medicine/31');
    expect(await screen.findByText('잘 먹었어요.')).toBeInTheDocument();
    expect(screen.getByText('식후 복용')).toBeInTheDocument();
    expect(screen.getAllByText('투약완료').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '의뢰 취소' })).not.toBeInTheDocument();
  });

  it('cancels a request the teacher has not checked, and shows the 409 message when the teacher checked it meanwhile', async () => {
    let checked = false;
    server = installFamilyServer({
      [route(medicineFamilyEndpoints.get, { childCode: 11, id: 31 })]: () => ok(medicine()),
      [route(medicineFamilyEndpoints.cancel)]: (config) => {
        expect(JSON.parse(String(config.data))).toEqual({ childCode: 11, medicineId: 31 });
        return checked
          ? fail(409, 'CONFLICT', '선생님이 확인한 투약의뢰서는 고치거나 취소할 수 없습니다. 변경이 필요하면 어린이집에 연락해 주세요.')
          : ok(medicine({ status: 'CANCELLED', cancelledAt: '2026-11-24T01:00:00.000Z', canChange: false }));
      },
    });
    renderApp('/parent/c/11/medicine/31');
    const user = setupUser();
    checked = true;
    await user.click(await screen.findByRole('button', { name: '의뢰 취소' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '의뢰 취소' }));
    expect(await screen.findByText(/선생님이 확인한 투약의뢰서는 고치거나 취소할 수 없습니다/)).toBeInTheDocument();

    checked = false;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: '의뢰 취소' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '의뢰 취소' }));
    expect(await screen.findByText(/보호자가 취소했습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '의뢰 취소' })).not.toBeInTheDocument();
  });
});
