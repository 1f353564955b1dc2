/** Public surface of the theme feature: what other features and the app import. */
export { useDarkMode } from './useDarkMode';
