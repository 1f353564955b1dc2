import { PendingPanel } from '@/components/pages/PendingPanel';

export default function BrowseRoommatesTab() {
  return <PendingPanel title="Browse Roommates" />;
}
