import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What had keyboard focus as `open` turned on (a dialog, a sheet, the sidebar over the content):
 * where to give focus back when it closes. Read before the opened part takes focus; the page
 * itself (focus nowhere) is no opener, so it reads null then.
 */
export function useOpener(open: boolean): RefObject<HTMLElement | null> {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return opener;
}
