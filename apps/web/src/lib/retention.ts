import { RETENTION_DESTROY_ROLES, type Role } from '@kg/contract';
import { useSessionStore } from '@/stores/session';

/** Whether the signed-in staff member may destroy records past retention (children, parents): the director only. */
export function useCanDestroy(): boolean {
  return useSessionStore((s) => s.role !== null && (RETENTION_DESTROY_ROLES as readonly Role[]).includes(s.role));
}
