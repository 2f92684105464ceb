import { Pagination } from 'antd';
import { useSearchParams } from 'react-router';

/** The page of a parent's list, kept in the URL (`?page=2`). */
export function usePageParam(): number {
  const page = Number(useSearchParams()[0].get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Simple 이전/다음 paging under a list, only when there is more than one page. */
export function Pager({ page, total, size }: { page: number; total: number; size: number }) {
  const [, setParams] = useSearchParams();
  if (total <= size) return null;
  return (
    <Pagination
      simple
      align="center"
      current={page}
      total={total}
      pageSize={size}
      onChange={(next) =>
        setParams((current) => {
          const copy = new URLSearchParams(current);
          copy.set('page', String(next));
          return copy;
        })
      }
      className="family-block"
    />
  );
}
