export { dismissToast, showToast, Toaster } from './toast';
export type { ShowToastOptions } from './toast';
export { ToastBubble, type ToastBubbleProps } from './toast-bubble';
export type { ToasterLabels } from './toast-labels';
export { TOAST_DEFAULT_DURATION, type ToasterProps } from './toast-options';
