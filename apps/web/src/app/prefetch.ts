import type { LoaderFunctionArgs } from 'react-router';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { useSessionStore, type SessionState } from '@/stores/session';
import { restoreSession } from './guards';

/**
 * A route loader that starts the page's query while the page's code loads, with the same query options the page
 * uses, so the page finds its request under way (or answered) instead of sending it after rendering.
 * It waits for the session the guards restore (a story page's class is the session's), never holds up the navigation
 * and never fails it: the page shows loading and errors itself. A prefetched query says `retryOnMount: false` — this
 * loader already asked on this navigation, and a failed answer is the page's to show with its retry button.
 * The query options and the query client are imported when the loader runs, beside the page's own chunk: the first
 * page (login) loads neither.
 */
export function prefetch<TData, TError, TKey extends QueryKey>(
  /** the query options the page reads with (`get…QueryOptions`), or null when the page will not ask for anything */
  queryOf: (args: LoaderFunctionArgs, session: SessionState) => Promise<FetchQueryOptions<TData, TError, TData, TKey> | null>,
) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    try {
      await restoreSession();
    } catch {
      return null; // the session guard sends the user to login
    }
    startQuery(queryOf(args, useSessionStore.getState()));
    return null;
  };
}

/**
 * A prefetch for a page whose request the URL alone names (the class dashboard's class is in its path): it leaves
 * beside GET /me instead of after it. Without a session it is refused like any call (api/client.ts sends the user to
 * login), as the session guard on the same navigation does (docs/decisions/013).
 */
export function prefetchByUrl<TData, TError, TKey extends QueryKey>(
  queryOf: (args: LoaderFunctionArgs) => Promise<FetchQueryOptions<TData, TError, TData, TKey> | null>,
) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    startQuery(queryOf(args));
    return null;
  };
}

function startQuery<TData, TError, TKey extends QueryKey>(query: Promise<FetchQueryOptions<TData, TError, TData, TKey> | null>): void {
  const started = Promise.all([query, import('./query-client')]);
  void started.then(([options, { queryClient }]) => options && queryClient.prefetchQuery(options)).catch(() => undefined);
}

/** Several prefetch loaders on one route: each page query starts at once, none waits for another's answer. */
export function prefetchAll(...loaders: ((args: LoaderFunctionArgs) => Promise<null>)[]) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await Promise.all(loaders.map((load) => load(args)));
    return null;
  };
}
