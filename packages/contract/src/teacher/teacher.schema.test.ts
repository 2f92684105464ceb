import { describe, expect, it } from 'vitest';
import {
  changeTeacherPasswordBodySchema,
  createTeacherBodySchema,
  teacherAdminBodySchema,
  teacherIdSchema,
  teacherProfileBodySchema,
} from './teacher.schema';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const valid = { teacherId: 'spring01', password: 'sunflower-garden-7', teacherName: '한새봄', role: 'ROLE_TEACHER', classId: '3', phone: '', email: '' };

describe('teacher contract', () => {
  it('takes the id exactly as typed: lower-case letters, digits and . _ -, 4–30 long', () => {
    for (const ok of ['kim1', 'teacher.kim', 'a_b-c', '2026kim']) expect(teacherIdSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['Kim1', 'kim', ' kim1', 'kim 1', '.kim', '김선생님', 'x'.repeat(31)]) expect(teacherIdSchema.safeParse(bad).success).toBe(false);
  });

  it('normalises blank contacts to null and an empty class to none', () => {
    expect(createTeacherBodySchema.parse({ ...valid, classId: '' })).toMatchObject({ classId: null, phone: null, email: null });
    expect(createTeacherBodySchema.parse(valid).classId).toBe(3);
  });

  it('applies the password rules with the id, and reports every field at once', () => {
    expect(issues(createTeacherBodySchema.safeParse({ ...valid, password: 'spring01!!', teacherName: ' ', role: 'ROLE_OWNER' }))).toEqual({
      teacherName: '이름을 입력해 주세요.',
      role: '권한을 선택해 주세요.',
      password: '비밀번호에 아이디를 포함할 수 없습니다.',
    });
    expect(issues(createTeacherBodySchema.safeParse({ ...valid, password: 'qwerty123' }))).toEqual({
      password: '너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해 주세요.',
    });
  });

  it('checks phone and e-mail formats in Korean', () => {
    expect(issues(teacherProfileBodySchema.safeParse({ teacherName: '김', phone: '1234', email: 'kim@' }))).toEqual({
      phone: '전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
      email: '이메일 형식이 올바르지 않습니다.',
    });
    expect(teacherProfileBodySchema.parse({ teacherName: '김', phone: '01012345678', email: ' kim@example.com ' })).toEqual({
      teacherName: '김',
      phone: '01012345678',
      email: 'kim@example.com',
    });
  });

  it('needs a yes/no for active in the admin edit, and a new password different from the current one', () => {
    expect(issues(teacherAdminBodySchema.safeParse({ teacherName: '김', role: 'ROLE_TEACHER', classId: null }))).toEqual({ active: '사용 여부를 선택해 주세요.' });
    expect(issues(changeTeacherPasswordBodySchema.safeParse({ currentPassword: 'long-enough-1', newPassword: 'long-enough-1' }))).toEqual({
      newPassword: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
    });
  });
});
