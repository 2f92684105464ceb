import { useQuery } from '@tanstack/react-query';
import { childEndpoints } from '@kg/contract';
import { call } from '@/api/client';
import { menuKeys } from './menu-keys';

/** Every class, for an admin's or manager's class filter (the call is theirs; a teacher's class is fixed). */
export function useMenuClassOptions(enabled: boolean) {
  return useQuery({
    queryKey: menuKeys.classes(),
    queryFn: () => call(childEndpoints.classOptions),
    enabled,
    staleTime: 5 * 60_000,
    select: (options) => options.map((option) => ({ value: option.classId, label: option.name })),
  });
}
