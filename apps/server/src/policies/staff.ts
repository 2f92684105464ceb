import { isStaffAdmin, type Role } from '@kg/contract';
import type { Principal } from '../lib/principal';

/**
 * Who reaches which staff record of their centre (docs/product/teacher.md): everyone their own; the director and
 * managers everyone's. The record is known to be of the principal's centre (the record scope, scope.ts).
 */
export function maySeeStaffRecord(principal: Principal, tno: number): boolean {
  return principal.tno === tno || isStaffAdmin(principal.role);
}

/** An admin's record, or the admin role itself, is the director's alone to grant or change. */
export function mayTouchRole(principal: Principal, role: Role): boolean {
  return role !== 'ROLE_ADMIN' || principal.role === 'ROLE_ADMIN';
}

/** A membership of a staff login: where it works and as what. */
export type StaffMembership = { centreId: number; role: Role; active: boolean };

/**
 * A staff login's password is one for all its centres (docs/decisions/017-centres-and-policies.md), so resetting it
 * from one centre signs the person in elsewhere too: the actor must be allowed to do so in every other centre where the
 * login has an active membership (an admin or manager there, the director where it is the director).
 */
export function mayResetAccountPassword(actor: StaffMembership[], target: StaffMembership[], centreId: number): boolean {
  return target
    .filter((m) => m.active && m.centreId !== centreId)
    .every((m) => actor.some((a) => a.active && a.centreId === m.centreId && isStaffAdmin(a.role) && (m.role !== 'ROLE_ADMIN' || a.role === 'ROLE_ADMIN')));
}
