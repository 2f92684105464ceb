import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { auditLog, staffAccounts, teachers } from '../schema/index';
import { anonymousJar } from '../../test/factories';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AdminExistsError, createFirstAdmin, hasStaff } from './first-admin';

describe('the demo seed in production', () => {
  it('is off unless asked for, and on by default elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('createFirstAdmin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an admin whose one-time password signs in and must be changed, once', async () => {
    expect(await hasStaff(t.app.db)).toBe(false);
    const admin = await createFirstAdmin(t.app.db, { loginId: 'director', name: '김원장' });
    expect(admin.oneTimePassword).toMatch(/^[A-Za-z2-9]{12}$/);
    const [row] = await t.app.db
      .select({ role: teachers.role, active: teachers.active, mustChangePassword: staffAccounts.mustChangePassword, passwordHash: staffAccounts.passwordHash })
      .from(teachers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, teachers.accountId))
      .where(eq(teachers.id, admin.tno));
    expect([row.role, row.mustChangePassword, row.active]).toEqual(['ROLE_ADMIN', true, true]);
    expect(row.passwordHash).not.toContain(admin.oneTimePassword);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'FIRST_ADMIN_CREATED'));
    expect(audit.map((a) => a.subjectId)).toEqual([String(admin.tno)]);

    const jar = await anonymousJar(t.app);
    const login = await api(t.app, jar).post('/api/v2/login', { teacherId: 'director', passwd: admin.oneTimePassword });
    expect([login.status, login.json.data.role, login.json.data.mustChangePassword]).toEqual([200, 'ROLE_ADMIN', true]);

    await expect(createFirstAdmin(t.app.db, { loginId: 'second', name: '박원장' })).rejects.toBeInstanceOf(AdminExistsError);
    expect(await hasStaff(t.app.db)).toBe(true);
  });
});
