import { useQuery } from '@tanstack/react-query';
import { guideEndpoints } from '@kg/contract';
import { call } from '@/api/client';

export const guideKeys = { setupStatus: ['guide', 'setup-status'] as const };

/** The counts behind the 새 학년도 준비 checklist; asked each time the checklist is shown, so it ticks as work is done. */
export function useSetupStatus() {
  return useQuery({ queryKey: guideKeys.setupStatus, queryFn: () => call(guideEndpoints.setupStatus), staleTime: 0 });
}
