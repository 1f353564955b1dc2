export { NotFound as Component } from '@/components/pages/NotFound';
