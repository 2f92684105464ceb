import { isStaffAdmin } from '@kg/contract';

/** Where a user starts after login (docs/product/auth.md#after-login); null for roles barred from the admin app. */
export function landingPath(role: string | null | undefined, classId: number | null | undefined): string | null {
  if (isStaffAdmin(role)) return '/admin/story/a1';
  if (role === 'ROLE_TEACHER') return classId != null ? `/admin/story/dashboard/${classId}` : '/admin/teacher/modify';
  return null;
}
