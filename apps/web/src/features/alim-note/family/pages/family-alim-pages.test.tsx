import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alimNoteFamilyEndpoints, endpointUrl, type FamilyAlimNote } from '@kg/contract';
import { installFamilyServer, resetFamily } from '@/family/test/family-fixtures';
import { ok, route } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { setupUser } from '@/test/user';

let server: ReturnType<typeof installFamilyServer> | undefined;
beforeEach(resetFamily);
afterEach(() => server?.restore());

const photoUrl = (fileId: number) => endpointUrl(alimNoteFamilyEndpoints.photo, { childCode: 11, noteId: 5, fileId });

function note(overrides: Partial<FamilyAlimNote> = {}): FamilyAlimNote {
  return {
    noteId: 5,
    childCode: 11,
    childName: '김하늘',
    className: '햇님반',
    noteDate: '2026-11-20',
    content: '오늘 블록 놀이를 했어요.',
    mood: 'good',
    health: null,
    meal: 'little',
    nap: null,
    bowel: null,
    temperature: 37.8,
    authorName: '이선생',
    photos: [{ fileId: 1, fileName: '블록.jpg', width: 800, height: 600, url: photoUrl(1), thumbnailUrl: null }],
    readAt: '2026-11-20T09:00:00.000Z',
    replies: [{ replyId: 1, author: 'teacher', authorName: '이선생', relation: null, content: '잘 놀았어요.', createdAt: '2026-11-20T08:00:00.000Z' }],
    ...overrides,
  };
}

describe('parent app 알림장', () => {
  it('lists a month’s notes with 새 글 until opened', async () => {
    server = installFamilyServer({
      [route(alimNoteFamilyEndpoints.list, { childCode: 11 })]: () =>
        ok({
          month: '2026-11',
          items: [
            { noteId: 5, noteDate: '2026-11-20', mood: 'good', health: null, meal: null, nap: null, bowel: null, temperature: null, excerpt: '블록 놀이', photoCount: 2, thumbnailUrl: null, replyCount: 1, read: false },
            { noteId: 4, noteDate: '2026-11-19', mood: null, health: null, meal: null, nap: null, bowel: null, temperature: null, excerpt: '산책', photoCount: 0, thumbnailUrl: null, replyCount: 0, read: true },
          ],
        }),
    });
    renderApp('/parent/c/11/alim?month=2026-11');
    const list = await screen.findByRole('list', { name: '알림장' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/parent/c/11/alim/5');
    expect(within(first).getByText('새 글')).toBeInTheDocument();
    expect(within(first).getByText('기분 좋음')).toBeInTheDocument();
    expect(within(first).getByText('사진 2')).toBeInTheDocument();
    expect(within(second).queryByText('새 글')).not.toBeInTheDocument();
  });

  it('shows one note with its chips, fever, photo and replies, and sends a reply', async () => {
    const sent: unknown[] = [];
    let replies = note().replies;
    server = installFamilyServer({
      [route(alimNoteFamilyEndpoints.get, { childCode: 11, noteId: 5 })]: () => ok(note({ replies })),
      [route(alimNoteFamilyEndpoints.reply, { childCode: 11, noteId: 5 })]: (config) => {
        sent.push(JSON.parse(String(config.data)));
        const reply = { replyId: 2, author: 'parent' as const, authorName: '박엄마', relation: '모', content: '감사합니다!', createdAt: '2026-11-20T10:00:00.000Z' };
        replies = [...replies, reply];
        return ok(reply);
      },
    });
    renderApp('/parent/c/11/alim/5');
    expect(await screen.findByText('오늘 블록 놀이를 했어요.')).toBeInTheDocument();
    expect(screen.getByText('체온 37.8℃')).toBeInTheDocument();
    expect(screen.getByText('식사 조금 먹음')).toBeInTheDocument();
    expect(screen.getByText('잘 놀았어요.')).toBeInTheDocument();

    const user = setupUser();
    await user.click(screen.getByRole('button', { name: '사진 1 크게 보기' }));
    expect(within(screen.getByRole('dialog', { name: '사진 1 / 1' })).getByRole('img', { name: '블록.jpg' })).toHaveAttribute('src', photoUrl(1));
    await user.click(screen.getByRole('button', { name: '닫기' }));

    await user.click(screen.getByRole('button', { name: '댓글 남기기' }));
    expect(await screen.findByText('댓글 내용을 입력해 주세요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('댓글 쓰기'), '감사합니다!');
    await user.click(screen.getByRole('button', { name: '댓글 남기기' }));
    await waitFor(() => expect(sent).toEqual([{ content: '감사합니다!' }]));
    expect(await screen.findByText('감사합니다!')).toBeInTheDocument();
    expect(await screen.findByText('댓글을 남겼습니다.')).toBeInTheDocument(); // the alert's code loads with its first use
  });
});
