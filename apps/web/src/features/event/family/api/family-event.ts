import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventFamilyEndpoints } from '@kg/contract';
import { familyCall } from '@/family/api/family-client';

export const familyEventKeys = {
  all: ['family', 'event'] as const,
  month: (childCode: number, month: string) => [...familyEventKeys.all, 'month', childCode, month] as const,
  detail: (childCode: number, eventId: number) => [...familyEventKeys.all, 'detail', childCode, eventId] as const,
};

export function familyEventMonthQueryOptions(childCode: number, month: string) {
  return queryOptions({
    queryKey: familyEventKeys.month(childCode, month),
    queryFn: () => familyCall(eventFamilyEndpoints.list, { params: { childCode }, query: { month } }),
  });
}

export function useFamilyEventMonth(childCode: number, month: string) {
  return useQuery(familyEventMonthQueryOptions(childCode, month));
}

export function useFamilyEvent(childCode: number, eventId: number) {
  return useQuery({
    queryKey: familyEventKeys.detail(childCode, eventId),
    queryFn: () => familyCall(eventFamilyEndpoints.get, { params: { childCode, eventId } }),
  });
}
