import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast, type ToasterProps as SonnerToasterProps } from 'sonner';

import { useLabels } from '@/hooks/use-labels';
import { useDirection } from '@/i18n/direction';
import { parsePopupPosition, toSonnerPosition } from '@/lib/popup-position';

import { toasterLabels } from './toast-labels';
import {
  fullWidthToaster,
  TOAST_DEFAULT_DURATION,
  TOAST_DEFAULT_POSITION,
  type ToasterProps,
} from './toast-options';

// sonner: a chunk of its own, asked for once a page with a Toaster has rendered or a toast is shown.
export { toast };

const OFFSET = 16;

/** The toaster itself: sonner's two lists (toasts as wide as the window go in the second). */
export function SonnerToasters({
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
  return (
    <>
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
    </>
  );
}
