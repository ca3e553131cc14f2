import { useLayoutEffect, useRef } from 'react';

/**
 * For a Radix dialog opened by something other than its own trigger (a page's button, a shortcut,
 * `ref.open()`): remembers what had focus as `open` turns on and gives focus back there as the
 * dialog closes (spread `onCloseAutoFocus` on `Dialog.Content`); Radix itself only returns focus
 * to its trigger. `hasTrigger`: Radix's own return is kept.
 */
export function useReturnFocus(open: boolean, hasTrigger = false) {
  const returnFocus = useRef<HTMLElement | null>(null);
  // Before the dialog's content takes focus (its parts may do so before Radix's own autofocus).
  // The page itself (focus nowhere) is no opener to return to.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  const onCloseAutoFocus = (event: Event) => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (hasTrigger || !target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return { onCloseAutoFocus };
}
