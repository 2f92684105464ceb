import { parentEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** SPEC's shape: the password in the query string (the server keeps it out of its logs). */
export function forceParentPassword({ pno, newPassword }: { pno: number; newPassword: string }) {
  return call(parentEndpoints.forcePassword, { params: { id: pno }, query: { newPassword } });
}

export const useForceParentPassword = () => useParentMutation(forceParentPassword, { showErrors: false });
