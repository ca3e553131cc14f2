export { dismissToast, showToast, ToastBubble, Toaster, TOAST_DEFAULT_DURATION } from './toast';
export type { ShowToastOptions, ToastBubbleProps, ToasterLabels, ToasterProps } from './toast';
