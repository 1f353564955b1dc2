import { PremiumBadge } from '@/components/post/PostBadges';
import { Button } from '@/components/ui/Button';
import { initialsOf } from '@/lib/initials';
import { ActivityStampText } from '../components/ActivityStampText';
import { AdminBadge, FlaggedBadge } from '../components/FlagBadge';
import type { AdminUser, ProfileFlag } from './adminUser';

export interface UserRowProps {
  user: AdminUser;
  isSelf: boolean;
  onInfo: () => void;
  onFlag: (flag: ProfileFlag) => void;
}

export function UserRow({ user, isSelf, onInfo, onFlag }: UserRowProps) {
  const name = user.name || 'Unnamed user';
  return (
    <li className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-orange-100 text-sm font-bold text-orange-900 dark:bg-orange-900 dark:text-orange-100">
          {initialsOf(user.name)}
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900 dark:text-white">{name}</span>
            {user.isAdmin ? <AdminBadge /> : null}
            {user.isPremium ? <PremiumBadge /> : null}
            {user.flagged ? <FlaggedBadge /> : null}
          </p>
          {user.email ? <p className="text-sm break-all text-slate-700 dark:text-slate-300">{user.email}</p> : null}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {user.role ?? 'No role yet'} · <ActivityStampText kind="user" createdAt={user.createdAt} lastActivity={user.lastActivity} />
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onInfo}>
          Info<span className="sr-only"> about {name}</span>
        </Button>
        <Button
          variant="secondary"
          onClick={() => onFlag('isAdmin')}
          // Revoking one's own admin status would lock this console; another admin must do it.
          disabled={isSelf && user.isAdmin}
        >
          {user.isAdmin ? 'Revoke Admin' : 'Grant Admin'}
          <span className="sr-only"> for {name}</span>
        </Button>
        <Button variant="secondary" onClick={() => onFlag('isPremium')}>
          {user.isPremium ? 'Revoke Premium' : 'Grant Premium'}
          <span className="sr-only"> for {name}</span>
        </Button>
      </div>
    </li>
  );
}
