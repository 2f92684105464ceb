import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { ChildClassOption, PostClass } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { installEditorLayoutShims } from '@/components/rich-text/rich-text-test-utils';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { restoreScreen } from '@/test/antd';
import { installFakeServer, type FakeHandler } from '@/test/fake-server';

/** What the page tests of the website posts (notice, edu) share. */

/** The classes the audience field offers. */
export const POST_CLASSES: ChildClassOption[] = [
  { classId: 3, name: '햇님반', color: '#fde68a', capacity: 20, enrolledCount: 15, pausedCount: 0 },
  { classId: 4, name: '달님반', color: '#bfdbfe', capacity: 20, enrolledCount: 12, pausedCount: 1 },
];

/** The list fields every post has (the contract's postListShape): 김원장's post for the whole centre, never read. */
export function postItemFields(title: string) {
  return {
    title,
    summary: '',
    authorId: 1,
    authorName: '김원장',
    classes: [] as PostClass[],
    viewCount: 0,
    attachmentCount: 0,
    canEdit: true,
    createdAt: '2026-03-02T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
  };
}

export type SeenCall = { params: Record<string, unknown>; body?: unknown; name?: string };

/** Remembers a call's query, JSON body and uploaded file name under its route in `log`. */
export function recordCall(log: Record<string, SeenCall[]>, key: string, config: InternalAxiosRequestConfig): SeenCall {
  const data = config.data;
  const entry: SeenCall = {
    params: { ...(config.params as Record<string, unknown>) },
    body: typeof data === 'string' ? JSON.parse(data) : undefined,
    name: data instanceof FormData ? (data.get('files') as File).name : undefined,
  };
  (log[key] ??= []).push(entry);
  return entry;
}

/**
 * Registers the hooks of a post page test file: the editor's layout shims; each test starts with no draft, signed out,
 * no cached query and no alert, and leaves no fake server, desktop screen, navigator or spy behind. Returns how a test
 * installs its fake server.
 */
export function setUpPostPageTests() {
  let server: ReturnType<typeof installFakeServer> | undefined;

  beforeAll(installEditorLayoutShims);

  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().reset();
    queryClient.clear();
    useUiStore.setState({ alert: { visible: false, type: 'info', message: '' } });
  });

  afterEach(() => {
    restoreScreen();
    server?.restore();
    server = undefined;
    setNavigator(null);
    vi.restoreAllMocks();
  });

  return {
    installServer(routes: Record<string, FakeHandler>) {
      server = installFakeServer(routes);
      return server;
    },
  };
}
