import { parentEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { useParentMutation } from './use-parent-mutation';

/** The new password travels in the JSON body, never in the URL (history, proxies and logs keep URLs). */
export function forceParentPassword({ pno, newPassword }: { pno: number; newPassword: string }) {
  return call(parentEndpoints.forcePassword, { params: { id: pno }, body: { newPassword } });
}

export const useForceParentPassword = () => useParentMutation(forceParentPassword, { showErrors: false });
