import { describe, expect, it } from 'vitest';
import { envelopeSchema, meDataSchema } from '@kg/contract';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const me = {
  success: true,
  code: 'OK',
  message: '',
  data: {
    tno: 1,
    teacherId: 'teacher1',
    teacherName: '김하늘',
    classId: 3,
    className: '햇님반',
    classColor: '#fde68a',
    role: 'ROLE_TEACHER',
    lastestLogin: null,
    mustChangePassword: false,
    idleMinutes: 15,
    username: 'teacher1',
    roles: ['ROLE_TEACHER'],
    pfImgUrl: '/api/file/9',
    centreId: 1,
    centreName: '햇살어린이집',
    centreCount: 2,
  },
};

describe('response serializer', () => {
  const schema = envelopeSchema(meDataSchema);
  const validating = responseSerializerCompiler(true)(route(schema));
  const compiled = responseSerializerCompiler(false)(route(schema));

  it('writes the same JSON in production as the validating serializer', () => {
    expect(compiled(me)).toBe(validating(me));
    expect(JSON.parse(compiled(me))).toEqual(me);
  });

  it('never writes a field the schema does not declare', () => {
    const leaky = { ...me, data: { ...me.data, passwordHash: '$argon2id$secret' }, debug: 'x' };
    expect(compiled(leaky)).not.toContain('argon2id');
    expect(compiled(leaky)).not.toContain('debug');
    expect(validating(leaky)).not.toContain('argon2id');
  });

  it('refuses a response that breaks its schema when validating', () => {
    expect(() => validating({ ...me, data: { ...me.data, role: 'ROLE_PARENT' } })).toThrow();
  });

  it('falls back to zod for a schema JSON Schema cannot express', () => {
    const odd = z.object({ at: z.date().transform((d) => d.toISOString()) });
    const serialize = responseSerializerCompiler(false)(route(odd));
    expect(serialize({ at: new Date('2026-11-22T00:00:00Z') })).toBe('{"at":"2026-11-22T00:00:00.000Z"}');
  });
});
