import type { ToasterProps as SonnerToasterProps } from 'sonner';

import { DEFAULT_POPUP_POSITION, type PopupPosition } from '@/lib/popup-position';

import type { ToasterLabels } from './toast-labels';

/** Toasts sit bottom-center and last 2500 ms unless told otherwise. */
export const TOAST_DEFAULT_POSITION: PopupPosition = DEFAULT_POPUP_POSITION;
export const TOAST_DEFAULT_DURATION = 2500;

/** The id of a toaster's second list, whose toasts span the viewport's width. */
export const fullWidthToaster = (id?: string) => (id ? `${id}-full-width` : 'full-width');

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
