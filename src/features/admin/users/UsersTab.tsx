import { useState } from 'react';
import { inputClass } from '@/components/form/TextField';
import { toast } from '@/components/ui/toast';
import { setProfileFlag } from '@/data';
import { useSession } from '@/session/useSession';
import { ListStates } from '../components/ListStates';
import { SegmentedToggle } from '@/components/ui/SegmentedToggle';
import { useBusyAction } from '../hooks/useBusyAction';
import { ADMIN_LABELS, ADMIN_MESSAGES } from '../messages';
import type { AdminUser } from './adminUser';
import { FlagConfirmModal, type PendingFlag } from './FlagConfirmModal';
import { SyncProfilesPanel } from './SyncProfilesPanel';
import { useAdminUsers } from './useAdminUsers';
import { UserInfoModal } from './UserInfoModal';
import { UserRow } from './UserRow';

const RANGE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'week', label: 'Last Week' },
] as const;

/** User Management: paged list, search, Last Week filter, info view, admin/premium flags, sync. */
export function UsersTab() {
  const { user: me } = useSession();
  const [term, setTerm] = useState('');
  const [range, setRange] = useState<'all' | 'week'>('all');
  const data = useAdminUsers({ term, lastWeek: range === 'week' });
  const [infoFor, setInfoFor] = useState<AdminUser | null>(null);
  const [pending, setPending] = useState<PendingFlag | null>(null);
  const flagWrite = useBusyAction();

  const confirmFlag = async () => {
    if (!pending) return;
    const { user, flag, value } = pending;
    const failure = flag === 'isAdmin' ? ADMIN_MESSAGES.adminFailed : ADMIN_MESSAGES.premiumFailed;
    const ok = await flagWrite.run(() => setProfileFlag(user.userId, flag, value), failure);
    setPending(null);
    if (!ok) {
      toast.error(failure);
      return;
    }
    data.applyFlag(user.userId, flag, value);
    const what = flag === 'isAdmin' ? 'admin status' : 'premium status';
    toast.success(value ? ADMIN_LABELS.flagGranted(what, user.name) : ADMIN_LABELS.flagRevoked(what, user.name));
  };

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="admin-users-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          User Management
        </h3>
        <SyncProfilesPanel onSynced={data.reload} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="admin-user-search" className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">
            Search by name or email
          </label>
          <input
            id="admin-user-search"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={ADMIN_LABELS.userSearchHint}
            className={inputClass}
            autoComplete="off"
          />
        </div>
        <SegmentedToggle label="Joined" options={RANGE_OPTIONS} value={range} onChange={setRange} />
      </div>

      <p aria-live="polite" className="sr-only">
        {data.filtering && !data.loading && !data.settling ? ADMIN_LABELS.usersFound(data.users.length) : ''}
      </p>

      <ListStates paging={data} empty={data.users.length === 0} emptyText={ADMIN_LABELS.usersEmpty}>
        <ul aria-label="Users" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {data.users.map((user) => (
            <UserRow
              key={user.userId}
              user={user}
              isSelf={user.userId === me?.uid}
              onInfo={() => setInfoFor(user)}
              onFlag={(flag) => setPending({ user, flag, value: !user[flag] })}
            />
          ))}
        </ul>
      </ListStates>
      {data.moreMatches && !data.loading ? <p className="text-sm text-slate-700 dark:text-slate-300">{ADMIN_LABELS.moreUserMatches(data.users.length)}</p> : null}

      <UserInfoModal user={infoFor} onClose={() => setInfoFor(null)} />
      <FlagConfirmModal pending={pending} busy={flagWrite.busy} onConfirm={() => void confirmFlag()} onCancel={() => setPending(null)} />
    </section>
  );
}
