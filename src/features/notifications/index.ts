/** Public surface of the notifications feature: what the app shell imports. */
export { useMailUserSync } from './hooks/useMailUserSync';
