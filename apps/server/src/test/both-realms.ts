import { createTestApp, type TestApp } from './test-app';
import { createChild, createClass, createTeacher } from './factories';
import { familyLoginAs, loginAs, type TestSession } from './session';
import { PARENT_PASSWORD, createParent } from './parent-factories';

const ADMIN = { loginId: 'sweepadmin', password: 'sweep-admin-1234!' };
const PARENT = 'sweepparent';

export type BothRealms = {
  t: TestApp;
  /** An admin's session: reaches every staff call. */
  staff: TestSession;
  /** The session of the parent of the one child: reaches the family calls (a staff session would stop at 401). */
  family: TestSession;
  /** Signs the realm's user in again, after a call that ended the session (logout, a password change). */
  signInAgain(realm: 'staff' | 'family'): Promise<void>;
};

/**
 * For sweeps over every endpoint (fuzzing, deep JSON): an app without request limits, a class with one child, an admin
 * and the child's parent, both signed in, so every call reaches its parser and schemas.
 */
export async function createBothRealms(): Promise<BothRealms> {
  const t = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_IP_MAX_PER_15MIN: '100000', PASSWORD_HELP_PER_15MIN: '100000' } });
  const { id: classId } = await createClass(t.app.db, { name: '햇님반' });
  const child = await createChild(t.app.db, { classId, name: '김하늘' });
  await createTeacher(t.app.db, { ...ADMIN, role: 'ROLE_ADMIN' });
  await createParent(t.app.db, { loginId: PARENT, children: [{ childId: child.id }] });
  const realms: BothRealms = {
    t,
    staff: await loginAs(t.app, ADMIN.loginId, ADMIN.password),
    family: await familyLoginAs(t.app, PARENT, PARENT_PASSWORD),
    async signInAgain(realm) {
      if (realm === 'family') realms.family = await familyLoginAs(t.app, PARENT, PARENT_PASSWORD);
      else realms.staff = await loginAs(t.app, ADMIN.loginId, ADMIN.password);
    },
  };
  return realms;
}
