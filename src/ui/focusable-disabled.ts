import type { MouseEvent, MouseEventHandler } from 'react';

/**
 * The props of a button that cannot act just now but keeps its place in the tab order: it is
 * announced as unavailable (`aria-disabled`) and ignores activation (a click, Enter or Space, the
 * submit of its form). `disabled` would instead drop keyboard focus to the page the moment it
 * turns on under the person's focus (a Save that is saving, a "Next page" that reached the end).
 */
export function focusableDisabled<E extends HTMLElement>(
  disabled: boolean | undefined,
  onClick?: MouseEventHandler<E>,
) {
  return {
    'aria-disabled': disabled || undefined,
    onClick: (event: MouseEvent<E>) => {
      if (disabled) {
        // A submit button's click is what submits its form: cancelling it cancels the submit.
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };
}
