import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_API_BASE, authEndpoints, classNoteEndpoints, type ClassNote, type ClassNoteListItem, type CreateClassNoteInput } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installFakeServer, ok, route, type FakeHandler } from '@/test/fake-server';
import { meData, teacherWithClass } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFakeServer> | undefined;

const item: ClassNoteListItem = {
  classNoteId: 41,
  classId: 3,
  noteDate: '2026-11-20',
  title: '가을 나뭇잎 모으기',
  summary: '화단에서 나뭇잎을 모았어요.',
  photoCount: 2,
  hasVideo: true,
  thumbnailUrl: `${FILE_API_BASE}/901/thumb`,
  authorName: '이선생',
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
};

const photo = (fileId: number, fileName: string) => ({
  fileId,
  fileName,
  kind: 'image' as const,
  mimeType: 'image/webp',
  size: 1000,
  width: 800,
  height: 600,
  url: `${FILE_API_BASE}/${fileId}`,
  thumbnailUrl: `${FILE_API_BASE}/${fileId}/thumb`,
});

const note: ClassNote = {
  ...item,
  className: '햇님반',
  content: '화단에서 나뭇잎을 모았어요.\n모양과 색을 비교했어요.',
  photos: [photo(901, '나뭇잎1.jpg'), photo(902, '나뭇잎2.jpg')],
  video: { ...photo(903, '산책.mp4'), kind: 'video', mimeType: 'video/mp4', width: null, height: null, thumbnailUrl: null },
};

function serve(extra: Record<string, FakeHandler> = {}) {
  server = installFakeServer({
    [route(authEndpoints.me)]: () => ok(meData(teacherWithClass)),
    [route(classNoteEndpoints.search, { classId: 3 })]: () => ok({ items: [item], page: 1, size: 10, total: 1, totalPages: 1 }),
    [route(classNoteEndpoints.get, { classId: 3, classNoteId: 41 })]: () => ok(note),
    ...extra,
  });
  return server;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  queryClient.clear();
  useUiStore.setState({ alert: { visible: false, type: 'info', message: '' } });
});

afterEach(() => {
  server?.restore();
  setNavigator(null);
});

describe('반 일지 page', () => {
  it('opens a note from the list in a drawer kept in the URL, with its photos and video, and deletes it after confirming', async () => {
    serve({ [route(classNoteEndpoints.delete, { classNoteId: 41 })]: () => ok({ classNoteId: 41, deletedFileIds: [901, 902, 903] }) });
    const user = setupUser();
    const app = renderApp('/admin/story/classNote?searchType=title&keyword=%EB%82%98%EB%AD%87');
    await user.click(await screen.findByText('가을 나뭇잎 모으기'));
    await waitFor(() => expect(app.location()).toBe('/admin/story/classNote?searchType=title&keyword=%EB%82%98%EB%AD%87&note=41'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText(/모양과 색을 비교했어요/);
    expect(within(drawer).getByAltText('나뭇잎1.jpg')).toHaveAttribute('src', `${FILE_API_BASE}/901/thumb`);
    expect(within(drawer).getByLabelText('산책.mp4')).toHaveAttribute('src', `${FILE_API_BASE}/903`);

    // reload keeps the open note
    const url = app.location();
    app.unmount();
    queryClient.clear();
    const again = renderApp(url);
    const reopened = await screen.findByRole('dialog');
    await within(reopened).findByText('햇님반', { exact: false });

    fireEvent.click(within(reopened).getByText('삭제').closest('button')!);
    await waitFor(() => expect(useUiStore.getState().confirm.visible).toBe(true));
    useUiStore.getState().confirmAction();
    await waitFor(() => expect(server!.count(route(classNoteEndpoints.delete, { classNoteId: 41 }))).toBe(1));
    await waitFor(() => expect(useUiStore.getState().alert.message).toBe('반 일지를 삭제했습니다.'));
    await waitFor(() => expect(again.location()).toBe('/admin/story/classNote?searchType=title&keyword=%EB%82%98%EB%AD%87'));
  });

  it('writes a note with uploaded photos: the save carries the upload tempKey', async () => {
    const bodies: CreateClassNoteInput[] = [];
    const uploads: Record<string, unknown>[] = [];
    serve({
      [route(classNoteEndpoints.uploadPhotos, { classId: 3 })]: (config: InternalAxiosRequestConfig) => {
        uploads.push({ ...(config.params as Record<string, unknown>) });
        return ok({ tempKey: 'tempkey-0123456789abcdef', files: [photo(950 + uploads.length, `사진${uploads.length}.jpg`)] });
      },
      [route(classNoteEndpoints.create)]: (config: InternalAxiosRequestConfig) => {
        bodies.push(JSON.parse(config.data as string));
        return ok({ ...note, classNoteId: 42 });
      },
      [route(classNoteEndpoints.get, { classId: 3, classNoteId: 42 })]: () => ok({ ...note, classNoteId: 42 }),
    });
    const user = setupUser();
    const app = renderApp('/admin/story/classNote');
    await user.click(await screen.findByText('반 일지 쓰기'));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByLabelText('제목'));
    await user.paste('김장 체험');
    await user.click(within(drawer).getByLabelText('내용'));
    await user.paste('배추에 속을 넣어 보았어요.');
    const input = drawer.querySelector('input[type=file][accept^="image"]') as HTMLInputElement;
    await user.upload(input, [new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' }), new File([new Uint8Array([4, 5])], 'b.jpg', { type: 'image/jpeg' })]);
    // the second photo joins the first one's tempKey
    await waitFor(() => expect(uploads).toEqual([{}, { tempKey: 'tempkey-0123456789abcdef' }]));
    await waitFor(() => expect(within(drawer).getByText('저장').closest('button')).toBeEnabled());

    fireEvent.click(within(drawer).getByText('저장').closest('button')!);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ classId: 3, title: '김장 체험', content: '배추에 속을 넣어 보았어요.', tempKey: 'tempkey-0123456789abcdef' });
    expect(bodies[0].videoTempKey).toBeUndefined();
    await waitFor(() => expect(app.location()).toBe('/admin/story/classNote?note=42'));
  });
});
