import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it changes (e.g. a tablet turned). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** antd's md breakpoint: below it the admin layout puts its menu in a drawer. */
export const WIDE_SCREEN = '(min-width: 768px)';
