import {
  useRef,
  type ComponentProps,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Toaster as SonnerToaster, toast, type ToasterProps as SonnerToasterProps } from 'sonner';

import { useLabels } from '@/hooks/use-labels';
import { useDirection } from '@/i18n/direction';
import { i18n } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import {
  DEFAULT_POPUP_POSITION,
  parsePopupPosition,
  toSonnerPosition,
  type PopupPosition,
} from '@/lib/popup-position';

import { toasterLabels, type ToasterLabels } from './toast-labels';

/** Toasts sit bottom-center and last 2500 ms unless told otherwise. */
const TOAST_DEFAULT_POSITION: PopupPosition = DEFAULT_POPUP_POSITION;
export const TOAST_DEFAULT_DURATION = 2500;

/** The id of the second toaster, whose toasts span the viewport's width. */
const FULL_WIDTH_TOASTER = 'full-width';
const fullWidthToaster = (id?: string) => (id ? `${id}-${FULL_WIDTH_TOASTER}` : FULL_WIDTH_TOASTER);
const OFFSET = 16;

export type ToasterProps = Omit<SonnerToasterProps, 'position' | 'id' | 'theme'> & {
  /** Where toasts appear unless `showToast` says otherwise (a popup position string). @default 'bottom middle' */
  position?: string;
  /** Milliseconds a toast stays unless `showToast` says otherwise. @default 2500 */
  duration?: number;
  /** Name of this toaster's region, announced to screen readers. @default `labels.region` ("Notifications") */
  label?: string;
  /** Texts to override (`region`, the name without `label`; `regionFullWidth`, the full-width toasts' region); the rest stay translated. @default "Notifications", "{name} (full width)" */
  labels?: Partial<ToasterLabels>;
  /** Names this toaster: it then shows only the toasts sent to it (`showToast(text, { toaster: id })`). Without it, it shows the toasts sent to no toaster. */
  id?: string;
};

/**
 * Where `showToast` toasts render: mount it on the pages that use toasts (it pulls in sonner,
 * which stays out of the first load). It renders at the end of the document, after the page, so
 * Tab reaches a toast last; Alt+T goes to the toasts and back. The region is an aria-live="polite"
 * section, so each toast is announced. Toasts are a dark bubble in both themes (the shell colour) with white text.
 */
export function Toaster({
  position = 'bottom middle',
  duration = TOAST_DEFAULT_DURATION,
  label,
  labels: labelOverrides,
  id,
  style,
  ...props
}: ToasterProps) {
  const labels = useLabels(toasterLabels, labelOverrides);
  const dir = useDirection();
  const name = label ?? labels.region;
  const shared = {
    position: toSonnerPosition(parsePopupPosition(position, TOAST_DEFAULT_POSITION), dir),
    dir,
    duration,
    offset: OFFSET,
    mobileOffset: OFFSET,
    gap: 10,
    ...props,
  } satisfies SonnerToasterProps;
  // Sonner sends focus back where it came from when it leaves the toasts, which is right after
  // its hotkey (Alt+T) but traps Tab: the toast is reached by Tab, and Tab out of it would go back.
  // So only a visit by the hotkey is sonner's to track; one by Tab or a click moves on freely.
  const byHotkey = useRef(false);
  const entering = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (!(from instanceof Node && event.currentTarget.contains(from))) {
      byHotkey.current =
        event.target instanceof HTMLElement && event.target.matches('[data-sonner-toaster]');
    }
    if (!byHotkey.current) event.stopPropagation();
  };
  const leaving = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (!byHotkey.current) event.stopPropagation();
    if (!(to instanceof Node && event.currentTarget.contains(to))) byHotkey.current = false;
  };
  // At the end of the document, after the page: Tab reaches the toasts last, not before the page.
  return createPortal(
    <div data-slot="toaster" onFocusCapture={entering} onBlurCapture={leaving}>
      <SonnerToaster
        id={id}
        {...shared}
        customAriaLabel={name}
        style={{ fontFamily: 'inherit', ...style }}
      />
      <SonnerToaster
        id={fullWidthToaster(id)}
        {...shared}
        hotkey={[]}
        customAriaLabel={labels.regionFullWidth(name)}
        style={
          {
            fontFamily: 'inherit',
            '--width': `calc(100vw - ${2 * OFFSET}px)`,
            ...style,
          } as CSSProperties
        }
      />
    </div>,
    document.body,
  );
}

export type ToastBubbleProps = ComponentProps<'div'> & {
  /** An icon before the text (decorative). */
  icon?: ReactNode;
  /** Stretch to the available width. @default false */
  fullWidth?: boolean;
};

/** The toast's look, also usable as a static preview. */
export function ToastBubble({
  icon,
  fullWidth = false,
  className,
  children,
  ...props
}: ToastBubbleProps) {
  return (
    <div
      data-slot="toast"
      className={cn(
        'flex min-h-13 items-center gap-2.5 rounded-lg border border-shell-border bg-shell px-[1.15rem] py-2',
        'text-base text-white shadow-popover shadow-primary/20',
        fullWidth ? 'w-full' : 'w-fit max-w-full',
        className,
      )}
      {...props}
    >
      {icon && (
        <span data-slot="toast-icon" aria-hidden className="shrink-0 text-primary [&_svg]:size-5">
          {icon}
        </span>
      )}
      <span data-slot="toast-text" className="min-w-0 wrap-anywhere">
        {children}
      </span>
    </div>
  );
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

/** Shows a toast in the mounted `Toaster`; returns its id (for `toast.dismiss`). */
export function showToast(
  text: ReactNode,
  { icon, position, duration, fullWidth = false, toaster }: ShowToastOptions = {},
) {
  return toast.custom(
    () => (
      // The list item is as wide as the toaster (356 px, or the viewport when full width).
      <ToastBubble icon={icon} fullWidth>
        {text}
      </ToastBubble>
    ),
    {
      position:
        position === undefined
          ? undefined
          : toSonnerPosition(parsePopupPosition(position, TOAST_DEFAULT_POSITION), i18n.dir()),
      duration,
      toasterId: fullWidth ? fullWidthToaster(toaster) : toaster,
      // Custom toasts get no width from sonner above its phone breakpoint (where its own rule wins).
      className: 'w-(--width)',
    },
  );
}

/** Removes one toast, or all of them without an id. */
export const dismissToast = (id?: string | number) => toast.dismiss(id);
