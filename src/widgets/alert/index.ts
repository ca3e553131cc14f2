export { Alert, ALERT_FADE_MS } from './alert';
export type { AlertLabels, AlertProps, AlertVariant } from './alert';
