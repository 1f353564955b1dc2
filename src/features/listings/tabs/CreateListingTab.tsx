import { PendingPanel } from '@/components/pages/PendingPanel';

export default function CreateListingTab() {
  return <PendingPanel title="Create Listing" />;
}
