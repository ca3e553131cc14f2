import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useControllableState } from '@/hooks/use-controllable-state';
import { mergeLabels } from '@/hooks/use-labels';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';

import { alertLabels, type AlertLabels } from './alert-labels';

export type AlertVariant = 'success' | 'info' | 'warning' | 'danger';

/** How long the closing fade lasts (none when the user prefers reduced motion). */
export const ALERT_FADE_MS = 300;

const alertVariants = cva(
  'flex items-start gap-3 rounded-card border px-4 py-3 text-text transition-opacity duration-300 ease-out',
  {
    variants: {
      variant: {
        success: 'border-primary/50 bg-primary/15 shadow-[0_0_10px] shadow-primary/25',
        info: 'border-info/50 bg-info/15 shadow-[0_0_10px] shadow-info/25',
        warning: 'border-warning/60 bg-warning/20 shadow-[0_0_10px] shadow-warning/25',
        danger: 'border-danger/50 bg-danger/15 shadow-[0_0_10px] shadow-danger/25',
      },
    },
    defaultVariants: { variant: 'success' },
  },
);

const alertBadgeVariants = cva(
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase',
  {
    variants: {
      variant: {
        success: 'bg-primary text-on-primary',
        info: 'bg-info-fill text-white',
        warning: 'bg-warning text-black',
        danger: 'bg-danger-fill text-white',
      },
    },
    defaultVariants: { variant: 'success' },
  },
);

export type AlertProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Colour and meaning of the alert. @default 'success' */
  variant?: AlertVariant;
  /** Texts to override (`badge`, `close`); the rest stay translated. @default the variant's name ("Success", …) and "Close alert" */
  labels?: Partial<AlertLabels>;
  /** The message. */
  children?: ReactNode;
  /** Show a × button that fades the alert out. @default false */
  closable?: boolean;
  /** Called once the alert has faded out after the × was pressed. */
  onClose?: () => void;
  /** Visible, controlled; without it the alert keeps its own. */
  open?: boolean;
  /** Visible at first when uncontrolled. @default true */
  defaultOpen?: boolean;
  /** Called with the new visibility (false after the fade). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Set when the alert appears in response to something the user did: it then becomes a live
   * region (danger/warning role="alert", success/info role="status") so screen readers announce
   * it. Alerts already on the page when it loads stay plain content (no role): announcing them
   * would only interrupt. @default false
   */
  live?: boolean;
};

/**
 * A coloured message with a pill badge. With `closable`, × fades it out
 * (instantly under reduced motion), then hides it and calls `onClose`.
 */
export function Alert({
  variant = 'success',
  labels: labelOverrides,
  children,
  closable = false,
  onClose,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  live = false,
  className,
  ...props
}: AlertProps) {
  const { t } = useTranslation();
  const labels = mergeLabels(alertLabels(t, variant), labelOverrides);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(
      () => {
        setClosing(false);
        setOpen(false);
        onClose?.();
      },
      reducedMotion ? 0 : ALERT_FADE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [closing, reducedMotion, setOpen, onClose]);

  if (!open) return null;
  const role = live
    ? variant === 'danger' || variant === 'warning'
      ? 'alert'
      : 'status'
    : undefined;

  return (
    <div
      data-slot="alert"
      data-variant={variant}
      data-state={closing ? 'closing' : 'open'}
      role={role}
      className={cn(alertVariants({ variant }), closing && 'opacity-0', className)}
      {...props}
    >
      <span data-slot="alert-badge" className={cn(alertBadgeVariants({ variant }), 'mt-0.5')}>
        {labels.badge}
      </span>
      <div data-slot="alert-message" className="min-w-0 flex-1 leading-6 wrap-anywhere">
        {children}
      </div>
      {closable && (
        <button
          type="button"
          data-slot="alert-close"
          aria-label={labels.close}
          disabled={closing}
          onClick={() => setClosing(true)}
          className="-my-1 -me-2 grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-text hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring dark:hover:bg-white/10"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
