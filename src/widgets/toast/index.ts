export {
  dismissToast,
  showToast,
  ToastBubble,
  Toaster,
  TOAST_DEFAULT_DURATION,
  TOAST_DEFAULT_POSITION,
} from './toast';
export type { ShowToastOptions, ToastBubbleProps, ToasterLabels, ToasterProps } from './toast';
