/** Public surface of the guides feature: what other features and the app import. */
export { SmartImage } from './components/SmartImage';
export { ExternalLink } from './components/ExternalLink';
export { GuideLayout } from './components/GuideLayout';
export { GuideSection } from './components/GuideSection';
export { textLink } from './components/styles';
export { breadcrumbLd, faqPageLd } from './lib/structuredData';
