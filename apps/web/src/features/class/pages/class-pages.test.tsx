import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, classEndpoints, endpointUrl, teacherEndpoints, type ClassDetail, type ClassListItem, type TeacherListItem } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { fail, installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;
const sent: { method: string; url: string; body: unknown }[] = [];
const DUPLICATE = '이미 사용 중인 반 이름입니다. 다른 이름을 입력해 주세요.';

function detail(overrides: Partial<ClassDetail> = {}): ClassDetail {
  return {
    classId: 9,
    className: '햇님반',
    color: '#fed7aa',
    ageBand: 0,
    capacity: 6,
    teacherNames: ['이선생'],
    childCount: 1,
    pausedCount: 0,
    introduction: '만 0세 영아반입니다.',
    teachers: [{ tno: 7, teacherId: 'teacher1', teacherName: '이선생', role: 'ROLE_TEACHER', active: true }],
    children: [{ childCode: 41, name: '김하늘', birthDate: '2025-03-01', gender: 'F', status: 'active' }],
    createdAt: '2026-02-20T01:00:00.000Z',
    updatedAt: '2026-02-20T01:00:00.000Z',
    ...overrides,
  };
}

const listItem = (d: ClassDetail): ClassListItem => ({
  classId: d.classId,
  className: d.className,
  color: d.color,
  ageBand: d.ageBand,
  capacity: d.capacity,
  teacherNames: d.teacherNames,
  childCount: d.childCount,
  pausedCount: d.pausedCount,
});

/** An active teacher as the teacher search lists them (the class page offers them for assignment). */
const teacherOption = (overrides: Partial<TeacherListItem>): TeacherListItem => ({
  tno: 7,
  teacherId: 'teacher1',
  teacherName: '이선생',
  role: 'ROLE_TEACHER',
  classId: null,
  className: null,
  classColor: null,
  phone: null,
  email: null,
  active: true,
  mustChangePassword: false,
  pfImgUrl: null,
  lastLoginAt: null,
  ...overrides,
});

const record = (method: string) => (config: InternalAxiosRequestConfig) => {
  const body = config.data ? JSON.parse(String(config.data)) : undefined;
  sent.push({ method, url: config.url!, body });
  return body;
};

function serve(routes: Record<string, FakeHandler> = {}) {
  sent.length = 0;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData()),
    [route(classEndpoints.availableColors)]: () => ok([{ colorId: 2, name: '하늘', hex: '#bae6fd' }]),
    [route(classEndpoints.checkName)]: (config) =>
      ok(config.params.className === '햇님반' ? { valid: false, message: DUPLICATE } : { valid: true, message: '사용할 수 있는 반 이름입니다.' }),
    [route(classEndpoints.get, { id: 9 })]: () => ok(detail()),
    [route(teacherEndpoints.search)]: () =>
      ok({
        items: [
          teacherOption({ tno: 7, teacherId: 'teacher1', teacherName: '이선생', classId: 9, className: '햇님반' }),
          teacherOption({ tno: 8, teacherId: 'teacher2', teacherName: '최선생', classId: 3, className: '달님반' }),
        ],
        page: 1,
        size: 100,
        total: 2,
        totalPages: 1,
      }),
    ...routes,
  });
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

describe('class pages', () => {
  it('checks the name as it is typed with the Korean duplicate message and sends nothing while the form is incomplete', async () => {
    serve();
    const user = setupUser({ delay: null });
    renderApp('/admin/class/new');
    const name = await screen.findByLabelText('반 이름');
    await user.type(name, '햇님반');
    await screen.findByText(DUPLICATE);
    expect(server!.calls.some((c) => c.url === classEndpoints.checkName.path)).toBe(true);

    await user.clear(name);
    await user.type(name, '꽃잎반');
    await waitFor(() => expect(screen.queryByText(DUPLICATE)).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /등록/ }));
    await screen.findByText('연령(만 0~5세)을 선택해 주세요.');
    await screen.findByText('정원을 입력해 주세요.');
    expect(sent).toHaveLength(0);
  });

  it('creates the class with the chosen colour, age band and capacity, then opens it', async () => {
    serve({
      [route(classEndpoints.create)]: (config) => {
        const body = record('POST')(config);
        return ok(detail({ ...body, classId: 12, teachers: [], children: [], teacherNames: [], childCount: 0 }));
      },
      [route(classEndpoints.get, { id: 12 })]: () => ok(detail({ classId: 12, className: '꽃잎반', teachers: [], children: [] })),
    });
    const user = setupUser({ delay: null });
    const { location } = renderApp('/admin/class/new');
    await user.click(await screen.findByLabelText('반 이름'));
    await user.paste('꽃잎반');
    await user.click(screen.getByLabelText('연령'));
    await user.click(await screen.findByTitle('만 3세'));
    await user.click(screen.getByLabelText('정원'));
    await user.paste('15');
    await user.click(screen.getByLabelText('반 색상'));
    await user.click(await screen.findByTitle('하늘 #bae6fd'));
    await user.click(screen.getByLabelText('반 소개'));
    await user.paste(' 누리과정 반 ');
    await user.click(screen.getByRole('button', { name: /등록/ }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: classEndpoints.create.path,
      body: { className: '꽃잎반', color: '#bae6fd', ageBand: 3, capacity: 15, introduction: '누리과정 반' },
    });
    await waitFor(() => expect(location()).toBe('/admin/class/12'));
    expect(useUiStore.getState().alert).toMatchObject({ type: 'success', message: '반을 등록했습니다.' });
  });

  it('keeps an out-of-range capacity as typed and refuses it with the range instead of clamping it', async () => {
    serve();
    const user = setupUser({ delay: null });
    renderApp('/admin/class/new');
    await user.type(await screen.findByLabelText('반 이름'), '꽃잎반');
    await user.click(screen.getByLabelText('연령'));
    await user.click(await screen.findByTitle('만 3세'));
    const capacity = screen.getByLabelText('정원');
    const RANGE = '정원은 1명에서 100명 사이로 입력해 주세요.';

    await user.type(capacity, '999');
    await user.tab(); // blur: antd's min/max used to turn 999 into 100 here
    expect(capacity).toHaveValue('999');
    await screen.findByText(RANGE);
    await user.click(screen.getByRole('button', { name: /등록/ }));
    expect(capacity).toHaveValue('999');

    await user.clear(capacity);
    await user.type(capacity, '0');
    await user.tab(); // …and 0 into 1
    expect(capacity).toHaveValue('0');
    await screen.findByText(RANGE);
    await user.click(screen.getByRole('button', { name: /등록/ }));
    await screen.findByText(RANGE);
    expect(capacity).toHaveValue('0');
    expect(sent).toHaveLength(0);
    expect(server!.count(route(classEndpoints.create))).toBe(0);
  });

  it('puts a duplicate refused at save time (409) on the name field', async () => {
    serve({
      [route(classEndpoints.checkName)]: () => ok({ valid: true, message: '' }),
      [route(classEndpoints.create)]: () => fail(409, 'CONFLICT', DUPLICATE),
    });
    const user = setupUser({ delay: null });
    renderApp('/admin/class/new');
    await user.type(await screen.findByLabelText('반 이름'), '별님반');
    await user.click(screen.getByLabelText('연령'));
    await user.click(await screen.findByTitle('만 2세'));
    await user.type(screen.getByLabelText('정원'), '14');
    await user.click(screen.getByRole('button', { name: /등록/ }));
    await screen.findByText(DUPLICATE);
  });

  it('shows the class with its teachers and children, assigns teachers and shows the server 409 when deleting', async () => {
    const message = '이 반에 원아 1명, 교사 1명이 배정되어 있습니다. 먼저 다른 반으로 옮기거나 배정을 해제한 뒤 삭제해 주세요.';
    serve({
      [route(classEndpoints.assignTeachers, { id: 9 })]: (config) => {
        const body = record('PUT')(config);
        return ok(detail({ teachers: [{ tno: 8, teacherId: 'teacher2', teacherName: '최선생', role: 'ROLE_TEACHER', active: true }], teacherNames: ['최선생'], ...body }));
      },
      [route(classEndpoints.delete, { id: 9 })]: (config) => {
        sent.push({ method: 'DELETE', url: config.url!, body: undefined });
        return fail(409, 'CONFLICT', message);
      },
    });
    const user = setupUser({ delay: null });
    const { location } = renderApp('/admin/class/9');
    await screen.findByRole('heading', { level: 2, name: '햇님반' });
    expect(screen.getByRole('link', { name: '김하늘' })).toHaveAttribute('href', '/admin/child/41');
    expect(screen.getByText('재원')).toBeInTheDocument();

    const picker = screen.getByLabelText('담임 교사 배정');
    await user.click(picker);
    await user.click(await screen.findByTitle(/최선생/));
    await user.click(screen.getByRole('button', { name: '배정 저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PUT', url: endpointUrl(classEndpoints.assignTeachers, { id: 9 }), body: { tnos: [7, 8] } });

    await user.click(screen.getByRole('button', { name: /반 삭제/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('햇님반을(를) 삭제할까요?');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    // the refusal stays on the page (not only in the 2-second alert)
    const refusal = await screen.findByText(message);
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(location()).toBe('/admin/class/9');
  });

  it('lists classes and manages the colour palette from the list page', async () => {
    const colors = [
      { colorId: 1, name: '살구', hex: '#fed7aa', classNames: ['햇님반'] },
      { colorId: 2, name: '하늘', hex: '#bae6fd', classNames: [] },
    ];
    serve({
      [route(classEndpoints.search)]: () => ok({ items: [listItem(detail({ childCount: 3, pausedCount: 1 }))], page: 1, size: 10, total: 1, totalPages: 1 }),
      [route(classEndpoints.listColors)]: () => ok(colors),
      [route(classEndpoints.createColor)]: (config) => {
        const body = record('POST')(config);
        return body.hex === '#bae6fd' ? fail(409, 'CONFLICT', '이미 등록된 색상입니다.') : ok({ colorId: 3, classNames: [], ...body });
      },
      [route(classEndpoints.deleteColor, { id: 1 })]: () => fail(409, 'CONFLICT', '햇님반에서 사용 중인 색상은 삭제할 수 없습니다. 반의 색상을 먼저 바꿔 주세요.'),
    });
    const user = setupUser({ delay: null });
    renderApp('/admin/class');
    expect((await screen.findAllByText('햇님반')).length).toBeGreaterThan(0);
    // the head count is 재원 + 휴원, the paused ones said apart (docs/product/class.md#who-is-in-a-class)
    expect((await screen.findAllByText(/3 \/ 6명 \(휴원 1명 포함\)/)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('이선생').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /반 색상 관리/ }));
    const modal = await screen.findByRole('dialog');
    await within(modal).findByText('사용 중인 반: 햇님반');

    await user.type(within(modal).getByLabelText('색상 이름'), '하늘2');
    await user.type(within(modal).getByLabelText('색상'), '#bae6fd');
    await user.click(within(modal).getByRole('button', { name: /색상 추가/ }));
    await within(modal).findByText('이미 등록된 색상입니다.');
    expect(sent.at(-1)).toEqual({ method: 'POST', url: classEndpoints.createColor.path, body: { name: '하늘2', hex: '#bae6fd' } });

    await user.click(within(modal).getByRole('button', { name: '살구 삭제' }));
    const confirm = (await screen.findByText('살구 색상을 삭제할까요?')).closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('햇님반에서 사용 중인 색상은 삭제할 수 없습니다.');
  });
});
