import { roleLabels, roles, type Role } from '@kg/contract';

/** The roles someone may give: ROLE_ADMIN only by an admin (the server refuses it to others too). */
export function roleOptionsFor(actorRole: Role | null) {
  return roles.filter((role) => role !== 'ROLE_ADMIN' || actorRole === 'ROLE_ADMIN').map((role) => ({ value: role, label: roleLabels[role] }));
}
