export { Alert, ALERT_FADE_MS, alertBadgeVariants, alertVariants } from './alert';
export type { AlertProps, AlertType } from './alert';
