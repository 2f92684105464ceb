import { z } from 'zod';

/** What the 새 학년도 준비 checklist counts (docs/product/guide.md#setup-checklist). */
export const setupStatusSchema = z.object({
  classCount: z.number().int(),
  /** classes no active staff member is assigned to */
  classesWithoutTeacher: z.number().int(),
  /** 재원 and 휴원 children */
  enrolledChildren: z.number().int(),
  /** of those, the ones in no class */
  childrenWithoutClass: z.number().int(),
  /** of those, the ones no parent account is linked to */
  childrenWithoutParent: z.number().int(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;

export const setupItemKeys = ['classes', 'classTeachers', 'childClasses', 'childParents'] as const;
export type SetupItemKey = (typeof setupItemKeys)[number];

/**
 * The checklist's items in order, each done or not: classes exist, every class has a teacher, every enrolled child
 * has a class, every enrolled child has a linked parent. Nothing is done of a step whose subject does not exist yet
 * (no classes, no children): an empty centre starts with four open items.
 */
export function setupChecklist(status: SetupStatus): { key: SetupItemKey; done: boolean }[] {
  const hasClasses = status.classCount > 0;
  const hasChildren = status.enrolledChildren > 0;
  return [
    { key: 'classes', done: hasClasses },
    { key: 'classTeachers', done: hasClasses && status.classesWithoutTeacher === 0 },
    { key: 'childClasses', done: hasChildren && status.childrenWithoutClass === 0 },
    { key: 'childParents', done: hasChildren && status.childrenWithoutParent === 0 },
  ];
}
