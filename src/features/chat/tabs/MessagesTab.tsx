import { PendingPanel } from '@/components/pages/PendingPanel';

export default function MessagesTab() {
  return <PendingPanel title="Messages" />;
}
