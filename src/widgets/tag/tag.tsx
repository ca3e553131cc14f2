import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';

import { tagLabels, type TagLabels } from './tag-labels';

/** A removed tag is gone 500 ms after the click. */
export const TAG_REMOVE_DELAY_MS = 500;

export type TagVariant = 'primary' | 'danger' | 'info' | 'dark' | 'warning' | 'pale';

export const tagVariants = cva(
  cn(
    'inline-flex min-h-8 max-w-full items-center gap-1 rounded-full border-2 bg-surface py-0.5 text-sm font-semibold text-text',
    'transition-opacity duration-500 ease-out data-[state=removing]:opacity-0 motion-reduce:transition-none',
  ),
  {
    variants: {
      variant: {
        primary: 'border-primary',
        danger: 'border-danger',
        info: 'border-info',
        dark: 'border-neutral dark:border-muted',
        warning: 'border-warning',
        pale: 'border-input/50',
      },
      removable: { true: 'ps-3.5 pe-1', false: 'px-3.5' },
    },
    defaultVariants: { variant: 'primary', removable: false },
  },
);

export type TagProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The tag's text. */
  name: string;
  /** Border colour. @default 'primary' */
  variant?: TagVariant;
  /** Shows a × button; a click fades the tag out and calls `onRemove` 500 ms later. @default false */
  removable?: boolean;
  /** Called 500 ms after the × click; the parent then drops the tag (a tag left in place shows again). */
  onRemove?: () => void;
  /** Texts to override (`remove`); the rest stay translated. @default "Remove {name}" */
  labels?: Partial<TagLabels>;
};

/**
 * A 32 px pill with a coloured border; a name too long for its container wraps,
 * breaking inside words if it must, and is cut after two lines. Removable tags fade out (no fade under
 * reduced motion) and report their removal after `TAG_REMOVE_DELAY_MS`; during the fade the ×
 * button is aria-disabled rather than disabled, so keyboard focus stays on it until the parent
 * moves it (a disabled button would drop focus to the page).
 */
export function Tag({
  name,
  variant = 'primary',
  removable = false,
  onRemove,
  labels: labelOverrides,
  className,
  ...props
}: TagProps) {
  const labels = useLabels(tagLabels, labelOverrides);
  const [removing, setRemoving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onRemoveRef = useRef(onRemove);

  useEffect(() => {
    onRemoveRef.current = onRemove;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const startRemoval = () => {
    if (timer.current !== undefined) return;
    setRemoving(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setRemoving(false);
      onRemoveRef.current?.();
    }, TAG_REMOVE_DELAY_MS);
  };

  return (
    <span
      data-slot="tag"
      data-variant={variant}
      data-state={removing ? 'removing' : 'shown'}
      className={cn(tagVariants({ variant, removable }), className)}
      {...props}
    >
      <span data-slot="tag-name" className="line-clamp-2 wrap-anywhere">
        {name}
      </span>
      {removable && (
        <button
          type="button"
          data-slot="tag-remove"
          aria-label={labels.remove(name)}
          aria-disabled={removing || undefined}
          onClick={startRemoval}
          className={cn(
            'grid size-6 shrink-0 cursor-pointer place-items-center rounded-full text-muted',
            'transition-colors duration-150 ease-out hover:bg-surface-muted hover:text-text',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            'aria-disabled:cursor-default',
          )}
        >
          <X aria-hidden="true" className="size-4" strokeWidth={2.5} />
        </button>
      )}
    </span>
  );
}
