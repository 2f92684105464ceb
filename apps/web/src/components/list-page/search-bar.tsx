import { useState, type FormEvent } from 'react';
import { Button, DatePicker, Input, Select } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { normalizeSearch } from '@kg/contract';
import { ko } from '@/i18n/ko';
import type { ListFilter, ListSearch, SearchFields, SearchTypeOption } from './list-search';

const DATE_FORMAT = 'YYYY-MM-DD';

type Range = [Dayjs | null, Dayjs | null] | null;

const rangePresets = () => {
  const today = dayjs();
  return [
    { label: ko.list.today, value: [today, today] as [Dayjs, Dayjs] },
    { label: ko.list.last7Days, value: [today.subtract(6, 'day'), today] as [Dayjs, Dayjs] },
    { label: ko.list.thisMonth, value: [today.startOf('month'), today.endOf('month')] as [Dayjs, Dayjs] },
  ];
};

export type SearchBarProps = {
  searchTypes: readonly SearchTypeOption[];
  filters: readonly ListFilter[];
  /** the search in the URL; the bar starts from it (remount it with a new key when the URL changes) */
  search: ListSearch;
  onSearch: (fields: SearchFields) => void;
  onFilterChange: (key: string, value: string | undefined) => void;
  onReset: () => void;
};

/**
 * Search (docs/product/lists.md#search): a search type with a keyword, or the `date` type with a date range (reversed
 * dates are swapped by the contract's normalizeSearch), plus the list's filters, which apply at once.
 */
export function SearchBar({ searchTypes, filters, search, onSearch, onFilterChange, onReset }: SearchBarProps) {
  const [searchType, setSearchType] = useState<string | undefined>(search.searchType ?? searchTypes[0]?.value);
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [range, setRange] = useState<Range>(
    search.startDate || search.endDate
      ? [search.startDate ? dayjs(search.startDate) : null, search.endDate ? dayjs(search.endDate) : null]
      : null,
  );
  const isDate = searchType === 'date';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isDate) {
      const startDate = range?.[0]?.format(DATE_FORMAT);
      const endDate = range?.[1]?.format(DATE_FORMAT);
      onSearch(normalizeSearch({ searchType: startDate || endDate ? 'date' : undefined, startDate, endDate }));
    } else {
      const text = keyword.trim();
      onSearch(normalizeSearch({ searchType: text ? searchType : undefined, keyword: text }));
    }
  };

  return (
    <form className="search-bar" role="search" aria-label={ko.list.search} onSubmit={handleSubmit}>
      {searchTypes.length > 0 && (
        <div className="search-bar-query">
          <Select
            className="search-bar-type"
            aria-label={ko.list.searchType}
            value={searchType}
            options={searchTypes.map((t) => ({ value: t.value, label: t.label }))}
            onChange={(value: string) => setSearchType(value)}
          />
          {isDate ? (
            <DatePicker.RangePicker
              className="search-bar-field"
              aria-label={ko.list.dateRange}
              placeholder={[ko.list.startDate, ko.list.endDate]}
              value={range}
              onChange={(value) => setRange(value as Range)}
              presets={rangePresets()}
              allowEmpty={[true, true]}
              inputReadOnly
            />
          ) : (
            <Input
              className="search-bar-field"
              aria-label={ko.list.keyword}
              placeholder={ko.list.keywordPlaceholder}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              allowClear
              maxLength={100}
              enterKeyHint="search"
            />
          )}
        </div>
      )}
      {filters.map((filter) => (
        <Select
          key={filter.key}
          className="search-bar-filter"
          aria-label={filter.label}
          placeholder={ko.list.filterAll(filter.label)}
          value={(search[filter.key] as string | undefined) ?? null}
          options={[{ value: '', label: ko.list.filterAll(filter.label) }, ...filter.options]}
          loading={filter.optionsPending}
          onChange={(value: string | null) => onFilterChange(filter.key, value || undefined)}
        />
      ))}
      <div className="search-bar-actions">
        {searchTypes.length > 0 && (
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
            {ko.list.search}
          </Button>
        )}
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onReset}>
          {ko.list.reset}
        </Button>
      </div>
    </form>
  );
}
