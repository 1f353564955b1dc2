/** Public surface of the guides feature: what other features and the app import. */
export { SmartImage } from './components/SmartImage';
