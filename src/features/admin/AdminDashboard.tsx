import { PendingPanel } from '@/components/pages/PendingPanel';

export default function AdminDashboard() {
  return <PendingPanel title="Admin Dashboard" />;
}
