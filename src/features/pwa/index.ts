/** Public surface of the pwa feature: what other features and the app import. */
export { OfflineBanner } from './OfflineBanner';
export { captureInstallPromptEarly } from './earlyInstallPrompt';
