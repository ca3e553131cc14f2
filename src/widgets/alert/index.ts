export { Alert, ALERT_FADE_MS } from './alert';
export type { AlertProps, AlertVariant } from './alert';
export type { AlertLabels } from './alert-labels';
