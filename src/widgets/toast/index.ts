export { dismissToast, showToast, ToastBubble, Toaster, TOAST_DEFAULT_DURATION } from './toast';
export type { ShowToastOptions, ToastBubbleProps, ToasterProps } from './toast';
export type { ToasterLabels } from './toast-labels';
