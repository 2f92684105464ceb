import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { familyKo } from '@/i18n/domains/family';

/** QueryState with the parent app's words: '불러오지 못했습니다' and 다시 시도. */
export function FamilyQueryState<T>({ query, children }: { query: UseQueryResult<T, Error>; children: (data: T) => ReactNode }) {
  return (
    <QueryState query={query} errorTitle={familyKo.loadFailed} retryLabel={familyKo.retry}>
      {children}
    </QueryState>
  );
}
