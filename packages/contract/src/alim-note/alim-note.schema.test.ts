import { describe, expect, it } from 'vitest';
import {
  ALIM_TEMPERATURE_DECIMAL_MESSAGE,
  alimChipGroups,
  alimNoteTemplates,
  alimRecordSchema,
  alimTemperatureSchema,
  composeAlimContent,
  createAlimNotesBodySchema,
} from './alim-note.schema';

describe('알림장 contract', () => {
  it('temperature: 34.0–42.0 with one decimal, null when not measured', () => {
    for (const ok of [34, 36.5, 37.8, 42, null, undefined]) expect(alimTemperatureSchema.safeParse(ok).success).toBe(true);
    expect(alimTemperatureSchema.parse(undefined)).toBeNull();
    for (const bad of [33.9, 42.1, 45, 0, '36.5', Number.NaN]) {
      const result = alimTemperatureSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('체온은 34.0~42.0℃ 사이로 입력해 주세요.');
    }
    const twoDecimals = alimTemperatureSchema.safeParse(36.55);
    expect(twoDecimals.error?.issues[0].message).toBe(ALIM_TEMPERATURE_DECIMAL_MESSAGE);
  });

  it('every chip group has a Korean label for each value, and templates use only valid chips', () => {
    for (const group of alimChipGroups) {
      for (const value of group.values) expect((group.labels as Record<string, string>)[value]).toMatch(/[가-힣]/);
    }
    for (const template of alimNoteTemplates) {
      expect(alimRecordSchema.safeParse(template.record).success).toBe(true);
      expect(template.title).toMatch(/[가-힣]/);
    }
    expect(alimNoteTemplates.map((t) => t.title)).toEqual(expect.arrayContaining(['즐거운 하루', '소풍', '생일']));
  });

  it('bulk body: children once each; each note needs some text; the shared text comes first', () => {
    const base = { classId: 1, noteDate: '2026-11-21', content: '', entries: [{ childCode: 1, extraContent: '혼자' }, { childCode: 2 }] };
    const result = createAlimNotesBodySchema.safeParse(base);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['entries.1.extraContent', '알림장 내용을 입력해 주세요.']]);
    const parsed = createAlimNotesBodySchema.parse({ ...base, content: '함께' });
    expect(parsed.entries[1]).toMatchObject({ childCode: 2, mood: null, temperature: null, extraContent: '' });
    expect(composeAlimContent(' 함께 ', '혼자')).toBe('함께\n\n혼자');
    expect(composeAlimContent('함께', '')).toBe('함께');
  });
});
