import { isStaffAdmin, type PostClass } from '@kg/contract';
import { useSessionStore } from '@/stores/session';

export type PostWriter = {
  /** admins and managers: any audience, 상단 고정, 교육 프로그램 */
  isStaffAdmin: boolean;
  /** a teacher's own class (their posts are for it only); null for admins, managers and a teacher without a class */
  ownClass: PostClass | null;
  /** may write a post open to teachers (공지사항, 행사): staff admins, and teachers with a class */
  canWrite: boolean;
};

/** Who is writing, as the website posts need it (docs/product/notice.md): their role and, for a teacher, their class. */
export function usePostWriter(): PostWriter {
  const role = useSessionStore((s) => s.role);
  const classId = useSessionStore((s) => s.profile?.classId ?? null);
  const className = useSessionStore((s) => s.profile?.className ?? null);
  const admin = isStaffAdmin(role);
  const ownClass = !admin && classId !== null ? { classId, className: className ?? '' } : null;
  return { isStaffAdmin: admin, ownClass, canWrite: admin || ownClass !== null };
}
