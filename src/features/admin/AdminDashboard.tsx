import { lazy, Suspense } from 'react';
import '@/styles/screens.css';
import { useSearchParams } from 'react-router-dom';
import { AuditLogSection } from './audit/AuditLogSection';
import { AdminTabs } from './components/AdminTabs';
import { EssentialsConsole } from './essentials/EssentialsConsole';
import { ModerationSection } from './moderation/ModerationSection';
import { OverviewTab } from './overview/OverviewTab';
import { parseAdminSection, type AdminSection } from './sections';
import { UsersTab } from './users/UsersTab';

/** Its own chunk: the queue, the signals and the photo hashing load only when an admin opens it. */
const ReviewSection = lazy(() => import('./review/ReviewSection'));

/**
 * The 'admin' tab (rendered for profile.isAdmin only; the Firestore rules refuse its reads and
 * writes to anyone else): Overview (counts, posts, conversations), User Management and the
 * UK Essentials Page console, the Review queue (pending posts and risk signals) and the
 * Moderation queue of open reports.
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
      <SectionBody section={section} />
    </section>
  );
}

function SectionBody({ section }: { section: AdminSection }) {
  if (section === 'users') return <UsersTab />;
  if (section === 'moderation') return <ModerationSection />;
  if (section === 'review') {
    return (
      <Suspense fallback={<p role="status">Loading...</p>}>
        <ReviewSection />
      </Suspense>
    );
  }
  if (section === 'essentials') return <EssentialsConsole />;
  if (section === 'audit') return <AuditLogSection />;
  return <OverviewTab />;
}
