import type { Key, ReactNode } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { PageTitle } from '@/components/page-title';
import { listQueryOptions, type ListFetcher } from './list-query';
import { searchFieldsOf, type ListFilter, type SearchTypeOption } from './list-search';
import { SearchBar } from './search-bar';
import { ListView } from './list-view';
import { useListSearch } from './use-list-search';

const NO_SEARCH_TYPES: readonly SearchTypeOption[] = [];
const NO_FILTERS: readonly ListFilter[] = [];

export type ListPageProps<T> = {
  title: string;
  /** beside the title (e.g. a "new" button) */
  titleExtra?: ReactNode;
  /** between the title and the search bar (e.g. the class being shown) */
  header?: ReactNode;
  /** the list's query key; each page is cached under `[...queryKey, search]` (see listQueryOptions) */
  queryKey: QueryKey;
  fetcher: ListFetcher<T>;
  columns: TableColumnsType<T>;
  rowKey: (item: T) => Key;
  renderCard: (item: T) => ReactNode;
  itemHref?: (item: T) => string;
  isHighlighted?: (item: T) => boolean;
  /** keep these module constants: they are part of the URL state */
  searchTypes?: readonly SearchTypeOption[];
  filters?: readonly ListFilter[];
  zeroBased?: boolean;
  /** URL params the page owns beside the list (module constant), e.g. `note` for the record open in a drawer */
  keepParams?: readonly string[];
  emptyText?: string;
  /** cards on every width (e.g. a photo grid) instead of a table on wider screens, in a list with this class */
  cardGridClassName?: string;
};

/**
 * The one list page of the app: URL-synced search state, search bar, table/cards, paging, loading/empty/error.
 * A domain passes its columns, filters, fetcher and query key.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const searchTypes = props.searchTypes ?? NO_SEARCH_TYPES;
  const filters = props.filters ?? NO_FILTERS;
  const config = { searchTypes, filters, zeroBased: props.zeroBased, keepParams: props.keepParams };
  const { search, applySearch, setFilter, setPage, reset } = useListSearch(config);
  const query = useQuery(listQueryOptions(props.queryKey, props.fetcher, search));
  // the bar restarts from the URL whenever the search part of it changes (back/forward, reset)
  const barKey = JSON.stringify(searchFieldsOf(search, config));

  return (
    <>
      <PageTitle title={props.title} extra={props.titleExtra} />
      {props.header}
      <SearchBar
        key={barKey}
        searchTypes={searchTypes}
        filters={filters}
        search={search}
        onSearch={applySearch}
        onFilterChange={setFilter}
        onReset={reset}
      />
      <ListView<T>
        data={query.data}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={props.columns}
        rowKey={props.rowKey}
        renderCard={props.renderCard}
        itemHref={props.itemHref}
        isHighlighted={props.isHighlighted}
        page={search.page}
        zeroBased={props.zeroBased}
        onPageChange={setPage}
        emptyText={props.emptyText}
        cardGridClassName={props.cardGridClassName}
      />
    </>
  );
}
