import type { KeyboardEvent } from 'react';
import type { FormProps } from 'antd';

const ENTER_SUBMITS = new Set(['submit', 'button', 'image', 'reset']);

/**
 * Enter inside a field of a record form does not submit the form: a date confirmed with Enter, a name typed in a
 * half-filled drawer, must not save it (docs/product/errors.md#forms). Buttons and text areas keep their Enter; the field's
 * own handling (a picker taking the typed date, a select choosing an option) has already run.
 */
function keepEnterInField(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target;
  if (target instanceof HTMLInputElement && !ENTER_SUBMITS.has(target.type)) event.preventDefault();
}

/**
 * What every multi-field record form spreads onto antd's Form: no submit on Enter in a field, and a failed check
 * scrolls to the first bad field and puts the cursor in it (server field errors do the same: applyServerErrors).
 */
export const recordFormProps = {
  onKeyDown: keepEnterInField,
  scrollToFirstError: { block: 'center', focus: true },
} satisfies FormProps;
