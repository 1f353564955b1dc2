export { default as Component } from '@/features/roommates/pages/RoommateDetailPage';
