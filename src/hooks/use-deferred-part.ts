import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { afterNextPaint } from '@/lib/after-next-paint';
import type { RetryableImport } from '@/lib/retryable-import';

export type DeferredPartStatus = 'pending' | 'loaded' | 'failed' | 'failedAgain';

export type DeferredPart<TModule, TKey> = {
  /** The part's module once it has come. */
  module: TModule | undefined;
  /**
   * `pending` until the module comes, then `loaded`. `failed` when a download failed, and
   * `failedAgain` when a placeholder asked for it again after that and it failed once more.
   */
  status: DeferredPartStatus;
  /** What the placeholder that was used asked for (the menu to open as the part arrives). */
  requested: TKey | undefined;
  /** What a placeholder does when used: fetch the part (again, after a failure) and ask for `key`. */
  request: (key: TKey) => void;
  /**
   * Call from a placeholder's `onFocus`, with a CSS selector for the real control that replaces it
   * (in `container`): if the placeholder still has focus when it is replaced, that control gets it.
   */
  rememberFocus: (selector: string) => void;
  /** The element the real controls are found in, set by `setContainer` (a ref callback). */
  container: HTMLElement | null;
  setContainer: (element: HTMLElement | null) => void;
};

/** The hooks waiting for each part: when one of them gets it (a placeholder asked again), all do. */
const waiting = new WeakMap<RetryableImport<unknown>, Set<(module: unknown) => void>>();

const fetchPart = <TModule>(load: RetryableImport<TModule>) =>
  load().then((module) => {
    waiting.get(load)?.forEach((arrived) => arrived(module));
    return module;
  });

/**
 * A part of a page that is not part of its first paint: menus, panels, anything a control opens.
 * Its chunk is asked for just after the page's first paint (which needed the page's own chunks
 * only). Until it arrives, placeholders stand in for its controls: they look the same and respond,
 * and the one used is delivered with the module (`requested`), so the menu it stands for opens on
 * arrival. A chunk that fails leaves the placeholders (`status` says so, for a badge or a note);
 * using one fetches the chunk again. Focus follows a focused placeholder to its real control.
 */
export function useDeferredPart<TModule, TKey = string>(
  load: RetryableImport<TModule>,
  { onRequestFailed }: { onRequestFailed?: (key: TKey) => void } = {},
): DeferredPart<TModule, TKey> {
  const [state, setState] = useState<{
    module?: TModule;
    status: DeferredPartStatus;
    requested?: TKey;
  }>(() => (load.current ? { module: load.current, status: 'loaded' } : { status: 'pending' }));
  const mounted = useRef(true);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // The real control of the placeholder that had focus last.
  const focused = useRef<string | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    // Nobody is waiting for it (a placeholder used asks for itself, below): React renders the part
    // in slices between which the page stays responsive, not in one long task.
    const arrived = (module: unknown) =>
      startTransition(() =>
        setState((current) =>
          current.module ? current : { module: module as TModule, status: 'loaded' },
        ),
      );
    const listeners = waiting.get(load) ?? new Set();
    waiting.set(load, listeners.add(arrived));
    const cancel = afterNextPaint(() => {
      fetchPart(load).catch(() => {
        if (mounted.current)
          setState((current) => (current.status === 'pending' ? { status: 'failed' } : current));
      });
    });
    return () => {
      mounted.current = false;
      cancel();
      listeners.delete(arrived);
    };
  }, [load]);

  const failed = state.status === 'failed' || state.status === 'failedAgain';
  const request = (key: TKey) => {
    fetchPart(load).then(
      (module) => {
        if (mounted.current) setState({ module, status: 'loaded', requested: key });
      },
      () => {
        if (!mounted.current) return;
        setState({ status: failed ? 'failedAgain' : 'failed' });
        onRequestFailed?.(key);
      },
    );
  };

  // The placeholder's element was swapped for the real control's, so the focus fell to the page:
  // give it to the control, unless a menu opened at once and holds it (it returns it on closing).
  useLayoutEffect(() => {
    const selector = focused.current;
    if (!state.module || !container || !selector) return;
    focused.current = undefined;
    if (state.requested !== undefined) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    container.querySelector<HTMLElement>(selector)?.focus();
  }, [state.module, state.requested, container]);

  const rememberFocus = useCallback((selector: string) => {
    focused.current = selector;
  }, []);

  return {
    module: state.module,
    status: state.status,
    requested: state.requested,
    request,
    rememberFocus,
    container,
    setContainer,
  };
}
