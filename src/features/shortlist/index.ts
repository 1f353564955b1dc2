/** Public surface of the shortlist feature: what other features and the app import. */
export { ShortlistHeart } from './ShortlistHeart';
export { ShortlistProvider } from './ShortlistProvider';
