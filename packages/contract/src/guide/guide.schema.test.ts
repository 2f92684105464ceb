import { describe, expect, it } from 'vitest';
import { setupChecklist, type SetupStatus } from './guide.schema';

const done = (status: SetupStatus) => Object.fromEntries(setupChecklist(status).map((item) => [item.key, item.done]));
const ready: SetupStatus = { classCount: 3, classesWithoutTeacher: 0, enrolledChildren: 40, childrenWithoutClass: 0, childrenWithoutParent: 0 };

describe('setupChecklist', () => {
  it('an empty centre has every item open, in the order of the work', () => {
    const empty = { classCount: 0, classesWithoutTeacher: 0, enrolledChildren: 0, childrenWithoutClass: 0, childrenWithoutParent: 0 };
    expect(setupChecklist(empty)).toEqual([
      { key: 'classes', done: false },
      { key: 'classTeachers', done: false },
      { key: 'childClasses', done: false },
      { key: 'childParents', done: false },
    ]);
  });

  it('ticks each item by its own count', () => {
    expect(done(ready)).toEqual({ classes: true, classTeachers: true, childClasses: true, childParents: true });
    expect(done({ ...ready, classesWithoutTeacher: 1 })).toEqual({ classes: true, classTeachers: false, childClasses: true, childParents: true });
    expect(done({ ...ready, childrenWithoutClass: 2 })).toMatchObject({ childClasses: false, childParents: true });
    expect(done({ ...ready, childrenWithoutParent: 5 })).toMatchObject({ childClasses: true, childParents: false });
  });

  it('classes without children leave the child items open', () => {
    expect(done({ ...ready, enrolledChildren: 0 })).toEqual({ classes: true, classTeachers: true, childClasses: false, childParents: false });
  });
});
