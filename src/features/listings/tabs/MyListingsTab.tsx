import { PendingPanel } from '@/components/pages/PendingPanel';

export default function MyListingsTab() {
  return <PendingPanel title="My Listings" />;
}
