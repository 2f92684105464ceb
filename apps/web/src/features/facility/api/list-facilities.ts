import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, facilityEndpoints, type Facility } from '@kg/contract';
import { call } from '@/api/client';

/** Query keys of 시설 사진: the spaces in their order under list(), one space under detail(id). */
export const facilityKeys = {
  all: ['facility'] as const,
  list: () => [...facilityKeys.all, 'list'] as const,
  details: () => [...facilityKeys.all, 'detail'] as const,
  detail: (facilityId: number) => [...facilityKeys.details(), facilityId] as const,
};

/** The reorder call takes at most this many ids (facilityOrderBodySchema): no more pages are read than that. */
const MAX_PAGES = 10;

/**
 * Every space in its order, each with its photos in order. The page shows them all (and reordering sends every id),
 * so it reads pages of the largest size until the last one.
 */
export async function listAllFacilities(): Promise<Facility[]> {
  const first = await call(facilityEndpoints.search, { query: { page: 1, size: MAX_PAGE_SIZE } });
  const items = [...first.items];
  for (let page = 2; page <= Math.min(first.totalPages, MAX_PAGES); page++) {
    const next = await call(facilityEndpoints.search, { query: { page, size: MAX_PAGE_SIZE } });
    items.push(...next.items);
  }
  return items;
}

export function useFacilities() {
  return useQuery({ queryKey: facilityKeys.list(), queryFn: listAllFacilities });
}
