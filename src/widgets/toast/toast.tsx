import { useEffect, useState, type ReactNode } from 'react';

import { i18n } from '@/i18n/i18n';
import { parsePopupPosition, toSonnerPosition } from '@/lib/popup-position';
import { retryableImport } from '@/lib/retryable-import';

import type * as SonnerToaster from './sonner-toaster';
import { ToastBubble } from './toast-bubble';
import { fullWidthToaster, TOAST_DEFAULT_POSITION, type ToasterProps } from './toast-options';

type ToasterPart = typeof SonnerToaster;

const importToaster = retryableImport(() => import('./sonner-toaster'));
/** The mounted Toasters waiting for the chunk (a toast shown later may be what brings it). */
const waiting = new Set<(part: ToasterPart) => void>();
const loadToaster = () =>
  importToaster().then((part) => {
    for (const arrived of waiting) arrived(part);
    return part;
  });

/**
 * Where `showToast` toasts render: mount it on the pages that use toasts. Its code (sonner) is not
 * part of the page's first paint: it is asked for once the page has rendered, and toasts shown
 * before it arrives appear when it does. The region is an aria-live="polite" section, so each
 * toast is announced. Toasts are a dark bubble in both themes (the shell colour) with white text.
 */
export function Toaster(props: ToasterProps) {
  const [part, setPart] = useState(() => importToaster.current);
  useEffect(() => {
    if (part) return;
    waiting.add(setPart);
    // If it cannot load now, the next toast shown asks again.
    loadToaster().catch(() => undefined);
    return () => void waiting.delete(setPart);
  }, [part]);
  return part ? <part.SonnerToasters {...props} /> : null;
}

export type ShowToastOptions = {
  /** An icon before the text. */
  icon?: ReactNode;
  /** A popup position string (e.g. "top-right"); invalid → console error and the default. @default the Toaster's ('bottom middle') */
  position?: string;
  /** Milliseconds before it goes. @default the Toaster's (2500) */
  duration?: number;
  /** Span the viewport's width (minus a margin). @default false */
  fullWidth?: boolean;
  /** The `id` of the Toaster to show it in; without it the Toaster that has no id. */
  toaster?: string;
};

let shown = 0;

/**
 * Shows a toast in the mounted `Toaster`; returns its id (for `dismissToast`). Before the toaster's
 * code has arrived the toast waits for it (a toaster that cannot load shows nothing, and the next
 * toast asks for it again).
 */
export function showToast(
  text: ReactNode,
  { icon, position, duration, fullWidth = false, toaster }: ShowToastOptions = {},
): string {
  const id = `toast-${++shown}`;
  const options = {
    id,
    position:
      position === undefined
        ? undefined
        : toSonnerPosition(parsePopupPosition(position, TOAST_DEFAULT_POSITION), i18n.dir()),
    duration,
    toasterId: fullWidth ? fullWidthToaster(toaster) : toaster,
    // Custom toasts get no width from sonner above its phone breakpoint (where its own rule wins).
    className: 'w-(--width)',
  };
  const show = ({ toast }: ToasterPart) =>
    void toast.custom(
      () => (
        // The list item is as wide as the toaster (356 px, or the viewport when full width).
        <ToastBubble icon={icon} fullWidth>
          {text}
        </ToastBubble>
      ),
      options,
    );
  if (importToaster.current) show(importToaster.current);
  else loadToaster().then(show, () => undefined);
  return id;
}

/** Removes one toast, or all of them without an id. */
export function dismissToast(id?: string | number) {
  if (importToaster.current) importToaster.current.toast.dismiss(id);
  else if (shown > 0)
    loadToaster().then(
      ({ toast }) => void toast.dismiss(id),
      () => undefined,
    );
}
