import type { Role } from '@kg/contract';

/**
 * The signed-in staff member, set by the auth plugin's `authenticate`: one membership (a `teachers` row, `tno`) of a
 * staff login in one centre (docs/product/centre.md#staff). Every staff session works in exactly one centre.
 */
export type Principal = {
  tno: number;
  loginId: string;
  name: string;
  role: Role;
  classId: number | null;
  /** the staff login (staff_accounts) this membership belongs to */
  accountId: number;
  centreId: number;
  organisationId: number;
  /** the centre's time zone: "today" is computed in it */
  timeZone: string;
  sessionId: string;
  /** signed in with a one-time password: only `withTemporaryPassword` calls until it is changed */
  mustChangePassword: boolean;
};

/**
 * The signed-in parent of the parent app (docs/decisions/007-family-sessions.md), set by `authenticateFamily` on
 * `access: 'family'` routes only. Which children are theirs is resolved per call (policies/scope.ts).
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
