/** Public surface of the notifications feature: what the app shell imports. */
export { useMailUserSync } from './hooks/useMailUserSync';
export { NOTIFICATION_SETTINGS } from './messages';
