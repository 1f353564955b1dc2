/** Public surface of the moderation feature: what other features and the app import. */
export { ReportButton } from './ReportButton';
