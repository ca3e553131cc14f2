import { useOpener } from '@/hooks/use-opener';

/**
 * For a Radix dialog opened by something other than its own trigger (a page's button, a shortcut,
 * `ref.open()`): remembers what had focus as `open` turns on and gives focus back there as the
 * dialog closes (spread `onCloseAutoFocus` on `Dialog.Content`); Radix itself only returns focus
 * to its trigger. `hasTrigger`: Radix's own return is kept.
 */
export function useReturnFocus(open: boolean, hasTrigger = false) {
  const openerRef = useOpener(open);
  const onCloseAutoFocus = (event: Event) => {
    const target = openerRef.current;
    openerRef.current = null;
    if (hasTrigger || !target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return { onCloseAutoFocus };
}
