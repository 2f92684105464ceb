import { useQuery } from '@tanstack/react-query';
import { childEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/** Every class, for choosing a post's audience (admins and managers only: the call is theirs). */
export function usePostClassOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['post', 'class-options'],
    queryFn: () => call(childEndpoints.classOptions),
    enabled,
    select: (options) => options.map((option) => ({ classId: option.classId, className: option.name, color: option.color })),
  });
}
