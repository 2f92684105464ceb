import { isStaffAdmin } from '@kg/contract';
import type { Principal } from '../lib/principal';

/**
 * Who works in which class (docs/product/centre.md#scopes): the director and managers in every class of their centre,
 * a teacher in their own class only. The class itself is known to be of the principal's centre (scope.ts).
 */
export function mayWorkInClass(principal: Principal, classId: number): boolean {
  return isStaffAdmin(principal.role) || (principal.classId !== null && principal.classId === classId);
}

/** A record of `classId` (null: not in a class): a teacher reaches one only in their own class. */
export function mayReachClassRecord(principal: Principal, classId: number | null): boolean {
  return isStaffAdmin(principal.role) || (classId !== null && mayWorkInClass(principal, classId));
}

/** The director and managers work in every class of their centre (a list of classes shows them all). */
export function worksInEveryClass(principal: Principal): boolean {
  return isStaffAdmin(principal.role);
}
