import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Whether keyboard focus is nowhere a person could use it: on the page itself, or in a hidden part. */
function focusLost() {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || !!active.closest('[inert]');
}

/**
 * After a navigation that left focus nowhere (the focused control went with the old page, or the
 * sidebar over the content closed under the link just picked), the new page's main content
 * (`#main`, where the skip link leads) takes it, so the next Tab starts from the page rather than
 * from the top of the document. Focus a person still has somewhere is left alone, and so is the
 * first page of a load. The scroll position is the router's to set.
 */
export function useFocusMainAfterNavigation() {
  const { key } = useLocation();
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (focusLost()) document.getElementById('main')?.focus({ preventScroll: true });
  }, [key]);
}
