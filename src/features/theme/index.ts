/** Public surface of the theme feature: what other features and the app import. */
export { DarkModeToggle } from './DarkModeToggle';
export { useDarkMode } from './useDarkMode';
