import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

type FromState = { from?: string } | null;

/** A link from a list to a record that remembers the list's URL (search, filters, page) for the way back. */
export function ListItemLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const location = useLocation();
  return (
    <Link to={to} state={{ from: location.pathname + location.search }} className={className}>
      {children}
    </Link>
  );
}

/** Where a record page's "목록" button goes: the list it was opened from (with its search), else `listPath`. */
export function useListReturnPath(listPath: string): string {
  const from = (useLocation().state as FromState)?.from;
  return from && (from === listPath || from.startsWith(`${listPath}?`)) ? from : listPath;
}
