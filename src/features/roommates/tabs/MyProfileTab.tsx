import { PendingPanel } from '@/components/pages/PendingPanel';

export default function MyProfileTab() {
  return <PendingPanel title="My Profile" />;
}
