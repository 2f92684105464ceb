import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD_HELP_SENT_MESSAGE,
  authEndpoints,
  familyEndpoints,
  passwordHelpEndpoints,
  teacherEndpoints,
  type PasswordHelpRequest,
} from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { familyApi } from '@/family/api/family-client';
import { resetFamily } from '@/family/test/family-fixtures';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let servers: ReturnType<typeof installFakeServer>[] = [];
let sent: { url: string; body: unknown }[] = [];
const sending: FakeHandler = (config: InternalAxiosRequestConfig) => {
  sent.push({ url: config.url!, body: JSON.parse(String(config.data)) });
  return ok({ message: PASSWORD_HELP_SENT_MESSAGE });
};

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  useUiStore.getState().hideAlert();
  queryClient.clear();
  resetFamily();
  sent = [];
});

afterEach(() => {
  for (const server of servers) server.restore();
  servers = [];
  setNavigator(null);
});

describe('비밀번호를 잊으셨나요? (docs/product/auth.md#forgotten-passwords)', () => {
  it('staff: from the login page, 아이디 and 이름 checked in Korean, then the one answer for every request', async () => {
    servers.push(
      installFakeServer({ [route(authEndpoints.session)]: () => ok(null), [route(passwordHelpEndpoints.requestStaff)]: sending }),
    );
    const user = setupUser();
    const app = renderApp('/admin/login');
    await user.click(await screen.findByRole('link', { name: '비밀번호를 잊으셨나요?' }));
    await screen.findByRole('heading', { name: '비밀번호 찾기' });
    expect(app.location()).toBe('/admin/password-help');
    await user.click(screen.getByRole('button', { name: '요청 보내기' }));
    expect(screen.getByText('아이디를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('이름을 입력해 주세요.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('아이디'), 'teacher1');
    await user.type(screen.getByLabelText('이름'), '김선생');
    await user.click(screen.getByRole('button', { name: '요청 보내기' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_HELP_SENT_MESSAGE);
    expect(sent).toEqual([{ url: passwordHelpEndpoints.requestStaff.path, body: { loginId: 'teacher1', name: '김선생' } }]);
    await user.click(screen.getByRole('link', { name: '로그인 화면으로' }));
    await waitFor(() => expect(app.location()).toBe('/admin/login'));
  });

  it('parent app: from its login page, on the parent app’s own client', async () => {
    servers.push(
      installFakeServer({ [route(familyEndpoints.session)]: () => ok(null), [route(passwordHelpEndpoints.requestFamily)]: sending }, familyApi),
    );
    const user = setupUser();
    const app = renderApp('/parent/login');
    await user.click(await screen.findByRole('link', { name: '비밀번호를 잊으셨나요?' }));
    await screen.findByRole('heading', { name: '비밀번호 찾기' });
    expect(app.location()).toBe('/parent/password-help');
    await user.type(screen.getByLabelText('아이디'), 'parent1');
    await user.type(screen.getByLabelText('이름'), '박엄마');
    await user.click(screen.getByRole('button', { name: '요청 보내기' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_HELP_SENT_MESSAGE);
    expect(sent).toEqual([{ url: passwordHelpEndpoints.requestFamily.path, body: { loginId: 'parent1', name: '박엄마' } }]);
  });

  it('교사 관리 shows the open requests with their count, each opening the teacher; 요청 닫기 closes one', async () => {
    let open: PasswordHelpRequest[] = [
      { requestId: 5, realm: 'staff', accountId: 7, loginId: 'teacher7', name: '최선생', requestedAt: '2026-11-21T01:00:00.000Z', requestCount: 2 },
      { requestId: 6, realm: 'staff', accountId: 8, loginId: 'teacher8', name: '정선생', requestedAt: '2026-11-21T02:00:00.000Z', requestCount: 1 },
    ];
    const dismissed: string[] = [];
    servers.push(
      installFakeServer({
        [route(authEndpoints.me)]: () => ok(meData()),
        [route(teacherEndpoints.search)]: () => ok({ items: [], page: 1, size: 10, total: 0, totalPages: 1 }),
        [route(passwordHelpEndpoints.list)]: (config) => ok(config.params?.realm === 'staff' ? open : []),
        [route(passwordHelpEndpoints.dismiss, { id: 6 })]: (config) => {
          dismissed.push(config.url!);
          open = open.filter((r) => r.requestId !== 6);
          return ok(null);
        },
      }),
    );
    const user = setupUser();
    renderApp('/admin/teacher');
    const list = await screen.findByRole('list', { name: '비밀번호 재설정 요청 2건' });
    expect(within(list).getByRole('link', { name: /최선생 \(teacher7\).*2번 요청/ })).toHaveAttribute('href', '/admin/teacher/7');
    await user.click(within(list).getByRole('button', { name: '정선생 요청 닫기' }));
    expect(await screen.findByRole('list', { name: '비밀번호 재설정 요청 1건' })).toBeInTheDocument();
    expect(dismissed).toEqual([`${passwordHelpEndpoints.list.path}/6/dismiss`]);
  });
});
