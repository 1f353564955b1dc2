export { default as Component } from '@/features/listings/pages/LocationPage';
