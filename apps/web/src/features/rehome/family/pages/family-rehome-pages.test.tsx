import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, rehomeFamilyEndpoints, todayIn, type FamilyRehome } from '@kg/contract';
import { installFamilyServer, resetFamily } from '@/family/test/family-fixtures';
import { ok, route } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFamilyServer> | undefined;
beforeEach(resetFamily);
afterEach(() => server?.restore());

const today = todayIn(DEFAULT_TIME_ZONE);

function rehome(overrides: Partial<FamilyRehome> = {}): FamilyRehome {
  return {
    rehomeId: 41,
    childCode: 11,
    rehomeDate: today,
    rehomeTime: '16:30',
    pickupName: '최이모',
    relation: '이모',
    phone: '010-2222-3333',
    method: 'walk',
    status: 'REQUESTED',
    pickupAuthorised: false,
    isToday: true,
    createdAt: '2026-11-24T00:10:00.000Z',
    className: '햇님반',
    emergencyPhone: '010-9999-8888',
    parentNote: '',
    checkedByName: null,
    checkedAt: null,
    endedByName: null,
    handedOverAt: null,
    stoppedByParent: false,
    stoppedByName: null,
    stoppedAt: null,
    stopReason: '',
    canCancel: true,
    updatedAt: '2026-11-24T00:10:00.000Z',
    ...overrides,
  };
}

const CREATE = route(rehomeFamilyEndpoints.create);
const PERSONS = route(rehomeFamilyEndpoints.pickupPersons, { childCode: 11 });

describe('parent app 귀가동의서', () => {
  it('a new person (다른 분) is sent with name, relation and phone, with the note that the teacher will verify them', async () => {
    const sent: unknown[] = [];
    server = installFamilyServer({
      [PERSONS]: () => ok([{ pickupPersonId: 3, name: '김아빠', relation: '부', phone: '010-1111-2222' }]),
      [CREATE]: (config) => {
        sent.push(JSON.parse(String(config.data)));
        return { ...ok(rehome()), status: 201 };
      },
      [route(rehomeFamilyEndpoints.get, { childCode: 11, id: 41 })]: () => ok(rehome()),
    });
    const app = renderApp('/parent/c/11/rehome/new');
    const user = setupUser();
    await screen.findByRole('radio', { name: /김아빠/ });
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('귀가 시간을 16:30처럼 입력해 주세요.')).toBeInTheDocument();
    expect(await screen.findByText('인수자를 목록에서 고르거나 새로 입력해 주세요.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('귀가 시간'), { target: { value: '16:30' } });
    await user.click(screen.getByRole('radio', { name: '다른 분' }));
    const other = screen.getByRole('group', { name: '다른 분' });
    expect(within(other).getByText('어린이집에 등록되지 않은 분입니다. 선생님이 보호자께 확인한 뒤에 아이를 보냅니다.')).toBeInTheDocument();
    await user.type(within(other).getByLabelText('이름'), '최이모');
    await user.type(within(other).getByLabelText('관계'), '이모');
    await user.type(within(other).getByLabelText('연락처'), '010-2222');
    await user.type(screen.getByLabelText('비상 연락처'), '01099998888');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await within(other).findByText('전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)')).toBeInTheDocument();
    expect(server.count(CREATE)).toBe(0);

    await user.type(within(other).getByLabelText('연락처'), '-3333');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(app.location()).toBe('/parent/c/11/rehome/41'));
    expect(sent).toEqual([
      {
        childCode: 11,
        rehomeDate: today,
        rehomeTime: '16:30',
        method: 'walk',
        pickup: { name: '최이모', relation: '이모', phone: '010-2222-3333' },
        emergencyPhone: '01099998888',
        parentNote: '',
      },
    ]);
    expect(await screen.findByText('귀가동의서를 보냈습니다.')).toBeInTheDocument();
    expect(screen.getByText('어린이집에 등록되지 않은 분입니다. 선생님이 보호자께 확인한 뒤에 아이를 보냅니다.')).toBeInTheDocument();
  });

  it('a listed person is sent by id only', async () => {
    const sent: Record<string, unknown>[] = [];
    server = installFamilyServer({
      [PERSONS]: () => ok([{ pickupPersonId: 3, name: '김아빠', relation: '부', phone: '010-1111-2222' }]),
      [CREATE]: (config) => {
        sent.push(JSON.parse(String(config.data)) as Record<string, unknown>);
        return { ...ok(rehome({ pickupName: '김아빠', pickupAuthorised: true })), status: 201 };
      },
      [route(rehomeFamilyEndpoints.get, { childCode: 11, id: 41 })]: () => ok(rehome()),
    });
    renderApp('/parent/c/11/rehome/new');
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /김아빠/ }));
    await user.click(screen.getByRole('radio', { name: '자가용' }));
    fireEvent.change(screen.getByLabelText('귀가 시간'), { target: { value: '17:00' } });
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ pickupPersonId: 3, method: 'car', rehomeTime: '17:00' });
    expect(sent[0]).not.toHaveProperty('pickup');
  });
});
