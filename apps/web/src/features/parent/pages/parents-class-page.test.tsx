import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints, parentEndpoints, type ClassParentItem } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { installFakeServer, ok, route } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let server: ReturnType<typeof installFakeServer> | undefined;
const requested: unknown[] = [];

const mom: ClassParentItem = {
  pno: 12,
  name: '김엄마',
  phone: '010-1111-2222',
  email: 'mom@example.com',
  status: 'active',
  mobiles: [{ id: 3, label: '회사', value: '010-9999-0000' }],
  children: [{ childCode: 41, name: '김하늘', relation: '모', isPrimary: true }],
};

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  queryClient.clear();
  requested.length = 0;
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
    [route(parentEndpoints.listOfClass, { classId: 3 })]: (config) => {
      requested.push(config.params);
      return ok({ items: [mom], page: 1, size: 10, total: 1, totalPages: 1 });
    },
  });
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('parents of my class', () => {
  it("lists the teacher's own class's parents with numbers to tap and no way to edit them", async () => {
    renderApp('/admin/parents-class');
    await screen.findByText('김엄마');
    await waitFor(() => expect(requested).toEqual([{ page: 1, size: 10 }]));
    expect(screen.getByText('김하늘 (모)')).toBeInTheDocument();
    expect(screen.getByLabelText('김엄마 님에게 전화 010-1111-2222')).toHaveAttribute('href', 'tel:010-1111-2222');
    expect(screen.getByLabelText('김엄마 님에게 전화 010-9999-0000')).toHaveAttribute('href', 'tel:010-9999-0000');
    expect(screen.queryByText('저장')).not.toBeInTheDocument();
    expect(screen.queryByText('이용 중지')).not.toBeInTheDocument();
  });
});
