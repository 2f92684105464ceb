import { describe, expect, it } from 'vitest';
import { FAMILY_API_BASE } from '../common/constants';
import { ALIM_MONTH_MESSAGE, ALIM_REPLY_REQUIRED_MESSAGE, ALIM_REPLY_TOO_LONG_MESSAGE, alimMonthQuerySchema, alimNoteSearchQuerySchema, alimReplyBodySchema } from './alim-note.schema';
import { alimNoteFamilyEndpoints } from './alim-note.endpoints';
import { familyPhotoListQuerySchema, familyPhotoZipName, familyPhotoZipQuerySchema } from '../photo/photo.schema';
import { photoFamilyEndpoints } from '../photo/photo.endpoints';
import { noticeFamilyEndpoints } from '../notice/notice.endpoints';
import { eventFamilyEndpoints } from '../event/event.endpoints';
import { menuFamilyEndpoints } from '../menu/menu.endpoints';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('parent-app contract of 알림장, 사진첩, 공지사항, 행사, 식단표', () => {
  it('a reply is 1–1000 characters after trimming', () => {
    expect(alimReplyBodySchema.parse({ content: '  감사합니다  ' })).toEqual({ content: '감사합니다' });
    expect(message(alimReplyBodySchema.safeParse({ content: '   ' }))).toBe(ALIM_REPLY_REQUIRED_MESSAGE);
    expect(message(alimReplyBodySchema.safeParse({}))).toBe(ALIM_REPLY_REQUIRED_MESSAGE);
    expect(alimReplyBodySchema.safeParse({ content: '가'.repeat(1000) }).success).toBe(true);
    expect(message(alimReplyBodySchema.safeParse({ content: '가'.repeat(1001) }))).toBe(ALIM_REPLY_TOO_LONG_MESSAGE);
  });

  it('months are yyyy-MM (optional for lists, required for the ZIP)', () => {
    expect(alimMonthQuerySchema.parse({ month: '' })).toEqual({ month: undefined });
    expect(alimMonthQuerySchema.parse({ month: '2026-11' })).toEqual({ month: '2026-11' });
    for (const bad of ['2026-13', '2026-1', '11-2026', '2026/11']) expect(message(alimMonthQuerySchema.safeParse({ month: bad }))).toBe(ALIM_MONTH_MESSAGE);
    expect(familyPhotoZipQuerySchema.safeParse({}).success).toBe(false);
    expect(familyPhotoListQuerySchema.parse({})).toEqual({ page: 1, size: 10, month: undefined });
    expect(familyPhotoZipName('김하늘', '2026-11')).toBe('사진첩_김하늘_2026-11.zip');
  });

  it('the staff list filters by read state', () => {
    expect(alimNoteSearchQuerySchema.parse({ readState: 'unread' }).readState).toBe('unread');
    expect(alimNoteSearchQuerySchema.parse({ readState: '' }).readState).toBeUndefined();
    expect(alimNoteSearchQuerySchema.safeParse({ readState: 'maybe' }).success).toBe(false);
  });

  it('every parent-app call is a family call under the family base, without a class scope, per child', () => {
    const groups = [alimNoteFamilyEndpoints, photoFamilyEndpoints, noticeFamilyEndpoints, eventFamilyEndpoints, menuFamilyEndpoints];
    for (const endpoint of groups.flatMap((g) => Object.values(g))) {
      expect(endpoint.access).toBe('family');
      expect(endpoint.path.startsWith(`${FAMILY_API_BASE}/`)).toBe(true);
      expect(endpoint).not.toHaveProperty('classScope');
      expect(endpoint.path.split('/')[5]).toBe(':childCode');
    }
  });
});
