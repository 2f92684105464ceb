import { describe, expect, it } from 'vitest';
import {
  childAgeInYears,
  childAssignClassBodySchema,
  childBodySchema,
  childClassResetBodySchema,
  childPhoneSchema,
  childSearchQuerySchema,
} from './child.schema';

const base = { name: '김하늘', birthDate: '2021-05-05', gender: 'F', admissionDate: '2024-03-04' };

describe('child contract', () => {
  it('fills defaults and normalises phone numbers to the dashed form', () => {
    expect(childBodySchema.parse(base)).toEqual({
      ...base,
      classId: null,
      allergyCodes: [],
      allergies: '',
      allergyNote: '',
      healthNotes: '',
      photoConsent: false,
      address: '',
      memo: '',
      emergencyContacts: [],
      pickupPersons: [],
    });
    expect(childPhoneSchema.parse('01012345678')).toBe('010-1234-5678');
    expect(childPhoneSchema.parse(' 02-123-4567 ')).toBe('02-123-4567');
    expect(childPhoneSchema.safeParse('1234').success).toBe(false);
  });

  it('refuses an admission before birth and impossible dates, with Korean messages on the field', () => {
    const early = childBodySchema.safeParse({ ...base, admissionDate: '2020-01-01' });
    expect(early.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['admissionDate', '입소일은 생년월일보다 빠를 수 없습니다.']]);
    expect(childBodySchema.safeParse({ ...base, birthDate: '2021-02-30' }).error?.issues[0].message).toBe('생년월일을 2021-03-15처럼 입력해 주세요.');
    // plain Korean: an empty date asks for one, a wrong one shows an example (never 'yyyy-MM-dd 형식')
    const birthDate = (value: unknown) => childBodySchema.safeParse({ ...base, birthDate: value }).error?.issues[0].message;
    for (const empty of ['', undefined, null]) expect(birthDate(empty)).toBe('생년월일을 선택해 주세요.');
    for (const wrong of ['2021/03/15', '15-03-2021', '2021-13-01']) expect(birthDate(wrong)).toBe('생년월일을 2021-03-15처럼 입력해 주세요.');
    expect(childBodySchema.safeParse({ ...base, admissionDate: '' }).error?.issues[0].message).toBe('입소일을 선택해 주세요.');
    const pickups = childBodySchema.safeParse({ ...base, pickupPersons: [{ name: '', relation: '모', phone: '010-1234-5678' }] });
    expect(pickups.error?.issues[0]).toMatchObject({ path: ['pickupPersons', 0, 'name'], message: '이름을 입력해 주세요. (50자 이하)' });
  });

  it('takes a class id or "unassigned" as the class filter', () => {
    expect(childSearchQuerySchema.parse({ classId: 'unassigned' }).classId).toBe('unassigned');
    expect(childSearchQuerySchema.parse({ classId: '4' }).classId).toBe(4);
    expect(childSearchQuerySchema.parse({ classId: '' }).classId).toBeUndefined();
    expect(childSearchQuerySchema.safeParse({ classId: 'x' }).error?.issues[0].message).toBe('반을 올바르게 선택해 주세요.');
  });

  it('needs moves without repeats, and a reset target', () => {
    expect(childAssignClassBodySchema.parse({ assignments: [{ childCode: 1, classId: '' }] })).toEqual({
      assignments: [{ childCode: 1, classId: null }],
      dryRun: false,
    });
    const twice = childAssignClassBodySchema.safeParse({ assignments: [{ childCode: 1, classId: 2 }, { childCode: 1, classId: 3 }] });
    expect(twice.error?.issues[0]).toMatchObject({ path: ['assignments', 1, 'childCode'], message: '같은 원아가 두 번 들어 있습니다.' });
    expect(childClassResetBodySchema.safeParse({}).error?.issues[0].message).toBe('초기화할 반을 선택하거나 전체 초기화를 선택해 주세요.');
    expect(childClassResetBodySchema.parse({ all: true })).toEqual({ all: true, classIds: [], dryRun: false });
  });

  it('counts 만 나이 from the birthday', () => {
    expect(childAgeInYears('2021-05-05', '2026-05-04')).toBe(4);
    expect(childAgeInYears('2021-05-05', '2026-05-05')).toBe(5);
    expect(childAgeInYears('2026-01-01', '2026-01-01')).toBe(0);
  });
});
