import { useLayoutEffect, useRef, useState } from 'react';

type Target = { item: string; direction: string };

/**
 * Keeps the focus on a list item moved with its '위로' / '아래로' (or '앞으로' / '뒤로') buttons, which moving the element
 * in the DOM would drop: after `focusAfterMove(itemSelector, direction)` the item inside `listRef` focuses its
 * `[data-move="direction"]` button, or the other one once it reached an end. It runs before the next paint, so a second
 * key press moves the item on. `items` is what the list is drawn from (the focus waits for it to change).
 */
export function useFocusAfterMove<E extends HTMLElement>(items: unknown) {
  const listRef = useRef<E>(null);
  const [target, setTarget] = useState<Target | null>(null);

  useLayoutEffect(() => {
    if (!target || !listRef.current) return;
    const item = listRef.current.querySelector(target.item);
    const wanted = item?.querySelector<HTMLElement>(`[data-move="${target.direction}"]:not(:disabled)`);
    (wanted ?? item?.querySelector<HTMLElement>('[data-move]:not(:disabled)'))?.focus();
    setTarget(null);
  }, [target, items]);

  return { listRef, focusAfterMove: (item: string, direction: string) => setTarget({ item, direction }) };
}
