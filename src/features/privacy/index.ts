/** Public surface of the privacy feature: the footer and registration link to the notice. */
export { PRIVACY_META, PRIVACY_PATH } from './privacyLink';
