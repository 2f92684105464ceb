import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, childEndpoints, parentEndpoints } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { childItem, childRecord, classOptions, pageOf, parentDetail } from '../child-test-data';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
let searchCount = 0;

function serve(extra: Record<string, FakeHandler>) {
  searchCount = 0;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData()),
    [route(childEndpoints.classOptions)]: () => ok(classOptions),
    [route(childEndpoints.search)]: () => {
      searchCount += 1;
      return ok(pageOf([childItem(1, { name: '정민지' })]));
    },
    ...extra,
  });
}

const xlsx = () => new File(['PK'], '원아명단.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

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

describe('child list dialogs', () => {
  it('엑셀 일괄 등록: a refused file shows every rejected row with its reasons; a good one reports the count', async () => {
    let attempt = 0;
    const uploads: FormData[] = [];
    serve({
      [route(childEndpoints.importExcel)]: (config: InternalAxiosRequestConfig) => {
        uploads.push(config.data as FormData);
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 400,
            body: {
              success: false,
              code: 'VALIDATION',
              message: '2개 행에 오류가 있어 아무것도 등록하지 않았습니다. 고친 뒤 다시 올려 주세요.',
              details: {
                rows: [
                  { rowNumber: 3, name: '틀린아이', reasons: ["성별*: 성별은 '남' 또는 '여'로 입력해 주세요.", '생년월일*: 생년월일을 2021-03-15처럼 입력해 주세요.'] },
                  { rowNumber: 5, name: '이미있음', reasons: ['이름과 생년월일이 같은 원아가 이미 등록되어 있습니다.'] },
                ],
              },
            },
          };
        }
        return ok({ imported: 12 });
      },
    });
    const user = setupUser();
    renderApp('/admin/child');
    await screen.findByText('정민지');
    await user.click(screen.getByRole('button', { name: '엑셀 일괄 등록' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '양식 내려받기' })).toBeInTheDocument();
    const start = within(dialog).getByRole('button', { name: '등록하기' });
    expect(start).toBeDisabled();
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, xlsx());
    await user.click(start);

    const report = await within(dialog).findByRole('region', { name: '등록하지 못한 행' });
    expect(report).toHaveTextContent('2개 행에 오류가 있어 아무것도 등록하지 않았습니다.');
    const rows = within(report).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['3', '5']);
    expect(rows[0]).toHaveTextContent('틀린아이');
    expect(within(rows[0]).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "성별*: 성별은 '남' 또는 '여'로 입력해 주세요.",
      '생년월일*: 생년월일을 2021-03-15처럼 입력해 주세요.',
    ]);
    expect((uploads[0].get('files') as File).name).toBe('원아명단.xlsx');

    const before = searchCount;
    await user.click(start);
    await waitFor(() => expect(useUiStore.getState().alert).toMatchObject({ type: 'success', message: '12명의 원아를 등록했습니다.' }));
    await waitFor(() => expect(searchCount).toBeGreaterThan(before));
  });

  it('원아 등록: the drawer checks the form with the contract, then shows a duplicate refusal from the server', async () => {
    const bodies: unknown[] = [];
    serve({
      [route(childEndpoints.create)]: (config) => {
        bodies.push(JSON.parse(String(config.data)));
        return { status: 409, body: { success: false, code: 'CONFLICT', message: '이름과 생년월일이 같은 원아가 이미 등록되어 있습니다.' } };
      },
    });
    // the picker's panel animates in; its cells take clicks before the animation ends
    const user = setupUser();
    renderApp('/admin/child');
    await screen.findByText('정민지');
    await user.click(screen.getByRole('button', { name: '원아 등록' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: '저장' }));
    await within(drawer).findByText('원아 이름을 입력해 주세요. (50자 이하)');
    await within(drawer).findByText('성별을 선택해 주세요.');
    // an empty birth date asks for one in plain Korean (it read '생년월일은 yyyy-MM-dd 형식의 날짜여야 합니다.')
    await within(drawer).findByText('생년월일을 선택해 주세요.');
    expect(within(drawer).queryByText(/yyyy|형식/)).toBeNull();
    expect(bodies).toHaveLength(0);

    await user.click(within(drawer).getByRole('textbox', { name: '이름' }));
    await user.paste('김하늘');
    await user.click(within(drawer).getByRole('radio', { name: '여' }));
    await user.click(within(drawer).getByRole('textbox', { name: '생년월일' }));
    await user.click(await screen.findByTitle(dayjs().format('YYYY-MM-DD')));
    await waitFor(() => expect(within(drawer).queryByText('생년월일을 선택해 주세요.')).toBeNull());
    // Enter inside a field never saves the drawer: the class may still be unchosen
    await user.type(within(drawer).getByRole('textbox', { name: '이름' }), '{Enter}');
    await user.type(within(drawer).getByRole('textbox', { name: '생년월일' }), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bodies).toHaveLength(0);
    await user.click(within(drawer).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: '김하늘', gender: 'F', birthDate: dayjs().format('YYYY-MM-DD'), classId: null, photoConsent: false, emergencyContacts: [], pickupPersons: [] });
    await waitFor(() => expect(useUiStore.getState().alert).toMatchObject({ type: 'error', message: '이름과 생년월일이 같은 원아가 이미 등록되어 있습니다.' }));
  });

  it('원아 등록 → 보호자 추가 → 다음 원아: a saved child stays in the drawer with what comes next', async () => {
    const created: unknown[] = [];
    const parents: unknown[] = [];
    serve({
      [route(childEndpoints.create)]: (config) => {
        const body = JSON.parse(String(config.data)) as { name: string };
        created.push(body);
        return ok(childRecord({ childCode: 70 + created.length, name: body.name }));
      },
      [route(parentEndpoints.createForChild, { id: 71 })]: (config) => {
        const body = JSON.parse(String(config.data)) as { name: string; loginId: string };
        parents.push(body);
        return ok({ parent: parentDetail({ name: body.name, loginId: body.loginId }), initialPassword: 'Tq8wZp3LmN2x' });
      },
    });
    const user = setupUser();
    renderApp('/admin/child');
    await screen.findByText('정민지');
    await user.click(screen.getByRole('button', { name: '원아 등록' }));
    const drawer = await screen.findByRole('dialog');
    const fill = async (name: string) => {
      await user.click(within(drawer).getByRole('textbox', { name: '이름' }));
      await user.paste(name);
      await user.click(within(drawer).getByRole('radio', { name: '여' }));
      await user.click(within(drawer).getByRole('textbox', { name: '생년월일' }));
      await user.click((await screen.findAllByTitle(dayjs().format('YYYY-MM-DD'))).at(-1)!);
      await user.click(within(drawer).getByRole('button', { name: '저장' }));
    };
    await fill('김하늘');
    expect(await within(drawer).findByText('김하늘 원아를 등록했습니다.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '원아 정보 보기' })).toHaveAttribute('href', '/admin/child/71');

    // 보호자 추가 at once, for the child just saved
    await user.click(within(drawer).getByRole('button', { name: '보호자 추가' }));
    // (antd's ids are all 'test-id' under tests, so the dialog is found by its text, not its name)
    const form = await waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.includes('김하늘 원아의 보호자 추가'))!);
    await user.type(within(form).getByLabelText('보호자 이름'), '김아빠');
    await user.type(within(form).getByLabelText('관계'), '부');
    await user.type(within(form).getByLabelText('휴대전화'), '010-2222-3333');
    await user.type(within(form).getByLabelText('학부모 앱 아이디'), 'kimdad01');
    await user.click(within(form).getByRole('button', { name: '보호자 추가' }));
    const password = await screen.findByDisplayValue('Tq8wZp3LmN2x');
    await user.click(within(password.closest('.ant-modal')!.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name: '닫기' }));
    expect(parents).toEqual([expect.objectContaining({ name: '김아빠', loginId: 'kimdad01' })]);
    expect(await within(drawer).findByText('보호자 1명을 추가했습니다.')).toBeInTheDocument();

    // the next child, from an empty form in the same drawer
    await user.click(within(drawer).getByRole('button', { name: '다음 원아 등록' }));
    expect(within(drawer).getByRole('textbox', { name: '이름' })).toHaveValue('');
    await fill('박바다');
    expect(await within(drawer).findByText('박바다 원아를 등록했습니다.')).toBeInTheDocument();
    expect(created).toEqual([expect.objectContaining({ name: '김하늘' }), expect.objectContaining({ name: '박바다' })]);
  });
});
