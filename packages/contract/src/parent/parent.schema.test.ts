import { describe, expect, it } from 'vitest';
import {
  addParentContactBodySchemas,
  changeParentInfoBodySchema,
  createParentBodySchema,
  maskPhone,
  parentSearchQuerySchema,
  parentStatusAfter,
} from './parent.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('parent status rules', () => {
  it('stops and resumes an active account, refuses a no-op with a Korean reason', () => {
    expect(parentStatusAfter('active', 'stop')).toEqual({ status: 'stopped' });
    expect(parentStatusAfter('stopped', 'resume')).toEqual({ status: 'active' });
    expect(parentStatusAfter('stopped', 'stop')).toEqual({ conflict: '이미 이용 중지된 계정입니다.' });
    expect(parentStatusAfter('active', 'resume')).toEqual({ conflict: '이용 중지된 계정이 아닙니다.' });
  });

  it('keeps a blocked account blocked until it is unblocked', () => {
    expect(parentStatusAfter('stopped', 'block')).toEqual({ status: 'blocked' });
    expect(parentStatusAfter('blocked', 'stop')).toEqual({ conflict: '차단된 계정입니다. 차단을 먼저 해제해 주세요.' });
    expect(parentStatusAfter('blocked', 'resume')).toEqual({ conflict: '차단된 계정입니다. 차단을 먼저 해제해 주세요.' });
    expect(parentStatusAfter('blocked', 'block')).toEqual({ conflict: '이미 차단된 계정입니다.' });
    expect(parentStatusAfter('blocked', 'unblock')).toEqual({ status: 'active' });
    expect(parentStatusAfter('active', 'unblock')).toEqual({ conflict: '차단된 계정이 아닙니다.' });
  });
});

describe('parent fields', () => {
  it('checks the formats of extra phones, e-mails and mobiles', () => {
    expect(addParentContactBodySchemas.phone.parse({ value: ' 02-123-4567 ' })).toEqual({ label: '', value: '02-123-4567' });
    expect(messages(addParentContactBodySchemas.phone.safeParse({ value: '021234567' }))).toEqual(['전화번호는 02-123-4567 형식으로 입력해 주세요.']);
    expect(messages(addParentContactBodySchemas.mobile.safeParse({ value: '02-123-4567' }))).toEqual([
      '휴대전화 번호는 010-1234-5678 형식으로 입력해 주세요.',
    ]);
    expect(messages(addParentContactBodySchemas.email.safeParse({ value: 'mom@' }))).toEqual(['이메일 형식이 올바르지 않습니다.']);
    expect(messages(addParentContactBodySchemas.email.safeParse({ label: 'x'.repeat(31), value: 'a@b.kr' }))).toEqual([
      '구분은 30자 이하로 입력해 주세요.',
    ]);
  });

  it('clears an empty e-mail and requires a name and a mobile number', () => {
    expect(changeParentInfoBodySchema.parse({ pno: '3', name: ' 김엄마 ', phone: '010-1234-5678', email: '' })).toEqual({
      pno: 3,
      name: '김엄마',
      phone: '010-1234-5678',
      email: null,
      memo: '',
    });
    expect(messages(changeParentInfoBodySchema.safeParse({ pno: 3, name: ' ', phone: '1234' }))).toEqual([
      '이름을 입력해 주세요.',
      '휴대전화 번호는 010-1234-5678 형식으로 입력해 주세요.',
    ]);
  });

  it('checks a new account: login id characters, relation', () => {
    const ok = createParentBodySchema.parse({ loginId: 'mom.kim', name: '김엄마', phone: '010-1111-2222', relation: '모' });
    expect(ok).toEqual({ loginId: 'mom.kim', name: '김엄마', phone: '010-1111-2222', relation: '모', isPrimary: false });
    expect(messages(createParentBodySchema.safeParse({ loginId: '김엄마', name: '김', phone: '010-1111-2222', relation: '' }))).toEqual([
      '아이디는 영문, 숫자, . _ - 로 4~50자 입력해 주세요.',
      '자녀와의 관계를 입력해 주세요.',
    ]);
  });

  it('searches by one type with a keyword and a status filter; dates never travel', () => {
    expect(parentSearchQuerySchema.parse({ searchType: 'phone', keyword: ' 5678 ', status: 'blocked', startDate: '2026-01-01' })).toEqual({
      page: 1,
      size: 10,
      searchType: 'phone',
      keyword: '5678',
      status: 'blocked',
    });
    expect(parentSearchQuerySchema.safeParse({ searchType: 'date' }).success).toBe(false);
    expect(parentSearchQuerySchema.safeParse({ status: 'gone' }).success).toBe(false);
  });
});

describe('maskPhone (기존 계정 연결)', () => {
  it('hides the middle group, keeps the rest; nothing stays nothing', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('02-123-4567')).toBe('02-***-4567');
    expect(maskPhone('01012345678')).toBe('*******5678');
    expect(maskPhone(null)).toBeNull();
  });
});
