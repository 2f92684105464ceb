import { useState } from 'react';

/**
 * Stays true once `value` has been true: a dialog whose code loads the first time it opens stays mounted afterwards,
 * so closing it keeps its animation.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
