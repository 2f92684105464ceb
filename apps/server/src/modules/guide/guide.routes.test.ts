import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { children, teachers } from '../../db/schema/index';
import { createChild, createClass } from '../../test/factories';
import { createParent } from '../../test/parent-factories';
import { sessionCalls } from '../../test/api';
import { otherCentre, staffWorld, type StaffWorld } from '../../test/world';
import { CENTRE_B } from '../../test/centres';

describe('GET /api/v2/guide/setup-status (새 학년도 준비)', () => {
  let { t, admin, manager, teacher, teacherId, anonymous, classId } = {} as StaffWorld;
  beforeAll(async () => {
    ({ t, admin, manager, teacher, teacherId, anonymous, classId } = await staffWorld());
  });
  afterAll(async () => t.close());

  const { get } = sessionCalls(() => ({ t, anonymous }));
  const status = async () => {
    const res = await get(admin, '/api/v2/guide/setup-status');
    expect(res.status).toBe(200);
    return res.json.data;
  };

  it('is for admins and managers', async () => {
    expect((await get(null, '/api/v2/guide/setup-status')).status).toBe(401);
    expect((await get(teacher, '/api/v2/guide/setup-status')).json).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(manager, '/api/v2/guide/setup-status')).status).toBe(200);
  });

  it('counts what is set up, and follows the data as it changes', async () => {
    expect(await status()).toEqual({ classCount: 1, classesWithoutTeacher: 0, enrolledChildren: 0, childrenWithoutClass: 0, childrenWithoutParent: 0 });

    const empty = await createClass(t.app.db, { name: '새싹반' });
    const linked = await createChild(t.app.db, { classId, name: '김하늘' });
    await createParent(t.app.db, { children: [{ childId: linked.id }] });
    const waiting = await createChild(t.app.db, { classId: null, name: '이신입' });
    await createChild(t.app.db, { classId, name: '박휴원', status: 'pause' });
    // who left counts for nothing
    await createChild(t.app.db, { classId: null, name: '최졸업', status: 'graduate' });
    expect(await status()).toEqual({ classCount: 2, classesWithoutTeacher: 1, enrolledChildren: 3, childrenWithoutClass: 1, childrenWithoutParent: 2 });

    // a deactivated teacher does not teach the class
    await t.app.db.update(teachers).set({ active: false }).where(eq(teachers.id, teacherId));
    expect(await status()).toMatchObject({ classesWithoutTeacher: 2 });
    await t.app.db.update(teachers).set({ active: true, classId: empty.id }).where(eq(teachers.id, teacherId));
    expect(await status()).toMatchObject({ classesWithoutTeacher: 1 });

    await t.app.db.update(children).set({ classId: empty.id }).where(eq(children.id, waiting.id));
    await createParent(t.app.db, { children: [{ childId: waiting.id }] });
    expect(await status()).toMatchObject({ childrenWithoutClass: 0, childrenWithoutParent: 1 });
  });

  it("counts only the session centre's classes and children (docs/decisions/017-centres-and-policies.md)", async () => {
    const before = await status();
    const other = await otherCentre(t);
    await createClass(t.app.db, { name: '빈반', centreId: CENTRE_B });
    await createChild(t.app.db, { classId: null, name: '별대기', centreId: CENTRE_B });
    await createChild(t.app.db, { classId: other.classId, name: '별아이' });
    expect(await status()).toEqual(before);
    const theirs = await get(other.admin, '/api/v2/guide/setup-status');
    expect(theirs.json.data).toEqual({ classCount: 2, classesWithoutTeacher: 1, enrolledChildren: 2, childrenWithoutClass: 1, childrenWithoutParent: 2 });
  });
});
