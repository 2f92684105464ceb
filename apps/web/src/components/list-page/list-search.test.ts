import { describe, expect, it } from 'vitest';
import { parseListSearch, toSearchParams, type ListSearchConfig } from './list-search';

const config: ListSearchConfig = {
  searchTypes: [
    { value: 'title', label: '제목' },
    { value: 'date', label: '기간' },
  ],
  filters: [{ key: 'status', label: '상태', options: [{ value: 'OPEN', label: '열림' }] }],
};
const parse = (query: string, c: ListSearchConfig = config) => parseListSearch(new URLSearchParams(query), c);

describe('list search state (URL ⇄ API params)', () => {
  it('defaults to page 1 of 10 and leaves defaults out of the URL', () => {
    expect(parse('')).toEqual({ page: 1, size: 10 });
    expect(toSearchParams({ page: 1, size: 10 }, config).toString()).toBe('');
    expect(toSearchParams({ page: 3, size: 20, searchType: 'title', keyword: '봄', status: 'OPEN' }, config).toString()).toBe(
      'page=3&size=20&searchType=title&keyword=%EB%B4%84&status=OPEN',
    );
  });

  it('supports zero-based lists', () => {
    const zero = { ...config, zeroBased: true };
    expect(parse('', zero).page).toBe(0);
    expect(parse('page=0', zero).page).toBe(0);
    expect(toSearchParams({ page: 0, size: 10 }, zero).toString()).toBe('');
    expect(toSearchParams({ page: 1, size: 10 }, zero).toString()).toBe('page=1');
  });

  it('drops what the list does not offer and falls back on bad paging', () => {
    expect(parse('page=0&size=500&searchType=phone&keyword=010&status=DONE&startDate=2026-13')).toEqual({ page: 1, size: 10 });
    expect(parse('page=-2&size=abc')).toEqual({ page: 1, size: 10 });
  });

  it('keeps a filter value unchecked while the filter’s options are pending (from the server), and checks it once they are known', () => {
    const classFilter = (optionsPending: boolean, classIds: string[]): ListSearchConfig => ({
      filters: [{ key: 'classId', label: '반', options: classIds.map((value) => ({ value, label: `반 ${value}` })), optionsPending }],
    });
    expect(parse('classId=4', classFilter(true, []))).toEqual({ page: 1, size: 10, classId: '4' });
    expect(toSearchParams({ page: 1, size: 10, classId: '4' }, classFilter(true, [])).toString()).toBe('classId=4');
    expect(parse('classId=', classFilter(true, []))).toEqual({ page: 1, size: 10 });
    expect(parse('classId=4', classFilter(false, ['3', '4']))).toEqual({ page: 1, size: 10, classId: '4' });
    expect(parse('classId=9', classFilter(false, ['3', '4']))).toEqual({ page: 1, size: 10 });
  });

  it('applies the docs/product/lists.md#search rules: keyword only with a type, dates only for the date type, reversed dates swapped', () => {
    expect(parse('keyword=봄')).toEqual({ page: 1, size: 10 });
    expect(parse('searchType=title&keyword=%20봄%20&startDate=2026-01-01')).toEqual({ page: 1, size: 10, searchType: 'title', keyword: '봄' });
    expect(parse('searchType=date&keyword=x&startDate=2026-03-31&endDate=2026-03-01')).toEqual({
      page: 1,
      size: 10,
      searchType: 'date',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });
});
