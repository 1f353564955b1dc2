import { useSearchParams } from 'react-router-dom';
import { AdminTabs } from './components/AdminTabs';
import { EssentialsConsole } from './essentials/EssentialsConsole';
import { OverviewTab } from './overview/OverviewTab';
import { parseAdminSection } from './sections';
import { UsersTab } from './users/UsersTab';

/**
 * The 'admin' tab (rendered for profile.isAdmin only; the Firestore rules refuse its reads and
 * writes to anyone else): Overview (counts, posts, conversations), User Management and the
 * UK Essentials Page console.
 */
export default function AdminDashboard() {
  const [params] = useSearchParams();
  const section = parseAdminSection(params.get('section'));
  return (
    <section aria-labelledby="admin-heading" className="space-y-6">
      <h2 id="admin-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        Admin Dashboard
      </h2>
      <AdminTabs current={section} />
      {section === 'overview' ? <OverviewTab /> : section === 'users' ? <UsersTab /> : <EssentialsConsole />}
    </section>
  );
}
