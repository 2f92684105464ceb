import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  alimNoteFamilyEndpoints,
  medicineFamilyEndpoints,
  menuFamilyEndpoints,
  noticeFamilyEndpoints,
  rehomeFamilyEndpoints,
  todayIn,
  weekMondayOf,
} from '@kg/contract';
import { ok, route } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { familyChild, familyMe, installFamilyServer, resetFamily } from './test/family-fixtures';

let server: ReturnType<typeof installFamilyServer> | undefined;
beforeEach(resetFamily);
afterEach(() => server?.restore());

const today = todayIn(DEFAULT_TIME_ZONE);
const emptyPage = { items: [], page: 1, size: 10, total: 0, totalPages: 0 };
const noRecord = { mood: null, health: null, meal: null, nap: null, bowel: null, temperature: null };

describe('parent app home', () => {
  it('shows the child’s day: today’s note, today’s medicine request, the menu with the child’s allergen marked, the latest notice', async () => {
    const asked: unknown[] = [];
    server = installFamilyServer(
      {
        [route(alimNoteFamilyEndpoints.list, { childCode: 11 })]: () =>
          ok({
            month: today.slice(0, 7),
            items: [{ noteId: 5, noteDate: today, ...noRecord, excerpt: '오늘 블록 놀이를 했어요.', photoCount: 0, thumbnailUrl: null, replyCount: 0, read: false }],
          }),
        [route(medicineFamilyEndpoints.list, { childCode: 11 })]: () =>
          ok({
            ...emptyPage,
            total: 1,
            totalPages: 1,
            items: [
              {
                medicineId: 31,
                childCode: 11,
                requestDate: today,
                symptom: '감기',
                medicines: [{ medicineName: '해열제 시럽', dosage: '5ml', times: '점심', storage: 'room' }],
                status: 'CHECKED',
                doseCount: 0,
                isToday: true,
                createdAt: '2026-11-24T00:00:00.000Z',
              },
            ],
          }),
        [route(rehomeFamilyEndpoints.list, { childCode: 11 })]: () => ok(emptyPage),
        [route(menuFamilyEndpoints.week, { childCode: 11 })]: (config) => {
          asked.push(config.params.date);
          return ok({
            weekMonday: weekMondayOf(today),
            title: '이번 주 식단',
            originNote: '',
            allergyCodes: [1],
            allergies: '',
            days: [
              {
                day: today,
                kcal: null,
                protein: null,
                meals: [
                  {
                    slot: 'LUNCH',
                    servedNote: '',
                    allergyReason: '난류',
                    dishes: [
                      { name: '달걀찜', allergens: [1], allergic: true },
                      { name: '쌀밥', allergens: [], allergic: false },
                    ],
                  },
                ],
              },
            ],
          });
        },
        [route(noticeFamilyEndpoints.list, { childCode: 11 })]: () =>
          ok({
            ...emptyPage,
            total: 1,
            totalPages: 1,
            size: 1,
            items: [{ noticeId: 9, title: '김장 체험 안내', summary: '', pinned: false, publishedAt: '2026-11-20T00:00:00.000Z', attachmentCount: 0, forClass: true }],
          }),
      },
      familyMe({ children: [familyChild({ allergyCodes: [1] })] }),
    );
    renderApp('/parent');
    const note = await screen.findByRole('region', { name: '오늘 알림장' });
    expect(await within(note).findByText('오늘 블록 놀이를 했어요.')).toBeInTheDocument();
    expect(within(note).getByText('새 글')).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: '오늘 투약·귀가' });
    expect(await within(requests).findByText('해열제 시럽')).toBeInTheDocument();
    expect(within(requests).getByText('확인')).toBeInTheDocument();
    const menu = screen.getByRole('region', { name: '오늘 식단' });
    const marked = await within(menu).findByLabelText('달걀찜: 우리 아이 알레르기 주의');
    expect(marked.tagName).toBe('MARK');
    expect(within(menu).queryByLabelText(/쌀밥/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /김장 체험 안내/ })).toHaveAttribute('href', '/parent/c/11/notice/9');
    expect(asked).toEqual([today]);
  });
});
