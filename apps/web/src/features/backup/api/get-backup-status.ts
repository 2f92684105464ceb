import { useQuery } from '@tanstack/react-query';
import { backupEndpoints } from '@kg/contract';
import { call } from '@/api/client';

export const backupKeys = { status: ['backup', 'status'] as const };

export const backupStatusQuery = () => ({ queryKey: backupKeys.status, queryFn: () => call(backupEndpoints.status) });

/** The last nightly backup and the schedule (docs/product/backup.md#status), for the director. */
export function useBackupStatus() {
  return useQuery(backupStatusQuery());
}
