import { isStaffAdmin, type Role } from '@kg/contract';
import { AppError } from './errors';

/** The signed-in staff member, set by the auth plugin's `authenticate`. */
export type Principal = {
  tno: number;
  loginId: string;
  name: string;
  role: Role;
  classId: number | null;
  sessionId: string;
  /** signed in with a one-time password: only `withTemporaryPassword` calls until it is changed */
  mustChangePassword: boolean;
};

/** Admins and managers reach every class; a teacher only their own. */
export function canAccessClass(principal: Principal, classId: number): boolean {
  return isStaffAdmin(principal.role) || (principal.classId !== null && principal.classId === classId);
}

export function assertClassAccess(principal: Principal, classId: number): void {
  if (!canAccessClass(principal, classId)) throw new AppError('FORBIDDEN');
}

/**
 * The signed-in parent of the parent app (docs/decisions/007-family-sessions.md), set by `authenticateFamily` on
 * `access: 'family'` routes only. Which children are theirs is asked per call (modules/family/family-children.ts).
 */
export type FamilyPrincipal = {
  pno: number;
  loginId: string;
  name: string;
  sessionId: string;
  mustChangePassword: boolean;
};

/** What the audit log writes as the role of a parent acting in the parent app. */
export const FAMILY_AUDIT_ROLE = 'PARENT';
/** The audit subject of a parent account: an admin's actions on it and the parent's own. */
export const PARENT_AUDIT_SUBJECT = 'parent';
