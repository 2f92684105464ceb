import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, backupEndpoints, centreEndpoints, type BackupStatus, type Centre } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

const centre: Centre = {
  centreId: 1,
  organisationId: 1,
  organisationName: '해님재단',
  name: '해님어린이집',
  kind: 'daycare',
  address: '서울시 마포구 해님로 1',
  phone: '02-123-4567',
  representative: '김원장',
  basicStart: '09:00',
  basicEnd: '16:00',
  extendedEnd: '19:30',
  schoolDays: [1, 2, 3, 4, 5],
  timeZone: 'Asia/Seoul',
  retentionYears: 5,
  modules: ['bus'],
};

const backupStatus: BackupStatus = {
  last: { startedAt: '2026-12-06T17:00:00.000Z', finishedAt: '2026-12-06T17:00:41.000Z', ok: true, sizeBytes: 48 * 1024 * 1024, archive: 'backup-20261206T170000Z.tar.gz', errorMessage: null },
  running: false,
  schedule: { hour: 2, keep: 7, destination: 'folder', timeZone: 'Asia/Seoul' },
};

let server: ReturnType<typeof installFakeServer> | undefined;
const saved: unknown[] = [];

function serve(me = meData(), routes: Record<string, FakeHandler> = {}) {
  saved.length = 0;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(me),
    [route(centreEndpoints.get)]: () => ok(centre),
    [route(backupEndpoints.status)]: () => ok(backupStatus),
    [route(centreEndpoints.update)]: (config) => {
      const body = JSON.parse(String(config.data)) as Centre;
      saved.push(body);
      return ok({ ...centre, ...body });
    },
    ...routes,
  });
}

const field = (label: string) => screen.getByLabelText(label);

/** Replaces a field's text (pasted: typing each key through antd's form is slow on a busy machine). */
async function replaceText(user: ReturnType<typeof setupUser>, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('원 정보', () => {
  it('shows a manager the settings to read only: every field disabled, no save', async () => {
    serve(meData({ tno: 2, teacherId: 'manager', teacherName: '박매니저', role: 'ROLE_MANAGER' }));
    renderApp('/admin/centre');
    expect(await screen.findByLabelText('원 이름')).toBeDisabled();
    expect(screen.getByText('원 정보는 원장님만 바꿀 수 있습니다. 바꿀 내용이 있으면 원장님께 말씀해 주세요.')).toBeInTheDocument();
    expect(field('기본보육 시작')).toBeDisabled();
    expect(within(screen.getByRole('group', { name: '운영 요일' })).getByRole('button', { name: '월' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: '통학버스 사용' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /저장/ })).not.toBeInTheDocument();
    // the deployment's backups are the director's
    expect(screen.queryByText(/마지막 백업/)).not.toBeInTheDocument();
  });

  it("shows the director the last nightly backup's result at the top", async () => {
    serve();
    renderApp('/admin/centre');
    expect(await screen.findByText('마지막 백업: 12월 7일 02:00 · 48 MB · 성공')).toBeInTheDocument();
  });

  it('lets the director change the settings and saves them with PUT; the header shows the new name', async () => {
    serve();
    const user = setupUser({ delay: null });
    renderApp('/admin/centre');
    const name = await screen.findByLabelText('원 이름');
    expect(name).toHaveValue('해님어린이집');
    expect(within(screen.getByRole('banner')).getByText('해님어린이집')).toBeInTheDocument();

    await replaceText(user, name, '해님숲어린이집');
    await user.click(screen.getByRole('radio', { name: '유치원' }));
    await replaceText(user, field('연장보육 종료'), '20:00');
    const days = screen.getByRole('group', { name: '운영 요일' });
    await user.click(within(days).getByRole('button', { name: '토' }));
    await user.click(within(days).getByRole('button', { name: '월' }));
    expect(within(days).getByRole('button', { name: '토' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('switch', { name: '연장반 사용' }));
    await user.click(screen.getByRole('switch', { name: '통학버스 사용' }));
    await replaceText(user, field('기록 보존 기간'), '7');
    await user.click(screen.getByRole('button', { name: /저장/ }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: '해님숲어린이집',
      kind: 'kindergarten',
      address: '서울시 마포구 해님로 1',
      phone: '02-123-4567',
      representative: '김원장',
      basicStart: '09:00',
      basicEnd: '16:00',
      extendedEnd: '20:00',
      schoolDays: [2, 3, 4, 5, 6],
      timeZone: 'Asia/Seoul',
      retentionYears: 7,
      modules: ['extended'],
    });
    await waitFor(() => expect(useUiStore.getState().alert).toMatchObject({ type: 'success', message: '원 정보를 저장했습니다.' }));
    expect(within(screen.getByRole('banner')).getByText('해님숲어린이집')).toBeInTheDocument();
  });

  it('refuses what the contract refuses, on the fields, and sends nothing', async () => {
    serve();
    const user = setupUser({ delay: null });
    renderApp('/admin/centre');
    await screen.findByLabelText('원 이름');
    await replaceText(user, field('기본보육 종료'), '08:00');
    await replaceText(user, field('전화번호'), '02)123');
    const days = screen.getByRole('group', { name: '운영 요일' });
    for (const day of ['월', '화', '수', '목', '금']) await user.click(within(days).getByRole('button', { name: day }));
    await user.click(screen.getByRole('button', { name: /저장/ }));

    expect(await screen.findByText('기본보육 종료 시각은 시작 시각보다 늦어야 합니다.')).toBeInTheDocument();
    expect(screen.getByText('전화번호는 숫자와 -만 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('운영 요일을 하루 이상 선택해 주세요.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('shows the server’s 400 details on their fields', async () => {
    serve(meData(), {
      [route(centreEndpoints.update)]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION',
          message: '입력값을 확인해 주세요.',
          details: { timeZone: '알 수 없는 시간대입니다.', address: '주소는 200자 이하입니다.' },
          requestId: 'req-test',
        },
      }),
    });
    const user = setupUser({ delay: null });
    renderApp('/admin/centre');
    await screen.findByLabelText('원 이름');
    await user.click(screen.getByRole('button', { name: /저장/ }));

    expect(await screen.findByText('알 수 없는 시간대입니다.')).toBeInTheDocument();
    const address = field('주소');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('주소는 200자 이하입니다.')).toBeInTheDocument();
    expect(useUiStore.getState().alert).toMatchObject({ visible: false });
  });

  it('sends a teacher back to their own pages', async () => {
    serve(meData({ tno: 7, teacherId: 'teacher1', teacherName: '이선생', role: 'ROLE_TEACHER', classId: null, className: null }));
    const app = renderApp('/admin/centre');
    await waitFor(() => expect(app.location()).toBe('/admin/teacher/modify'));
    expect(server!.count(route(centreEndpoints.get))).toBe(0);
  });
});
