import { ConfirmModal } from '../components/ConfirmModal';
import type { AdminUser, ProfileFlag } from './adminUser';

export interface PendingFlag {
  user: AdminUser;
  flag: ProfileFlag;
  value: boolean;
}

const EFFECTS: Record<ProfileFlag, { grant: string; revoke: string }> = {
  isPremium: {
    grant: 'Their posts will show the premium badge and a gold border, come first within each page, and show their phone number as "Contact Number (Premium)".',
    revoke: 'Their posts lose the premium badge, the priority and the visible phone number.',
  },
  isAdmin: {
    grant: 'They will see every user, post and conversation, and can edit and delete posts and change these flags.',
    revoke: 'They will lose access to the admin dashboard.',
  },
};

export function flagTitle({ user, flag, value }: PendingFlag): string {
  const what = flag === 'isAdmin' ? 'admin' : 'premium';
  return value ? `Grant ${what} to ${user.name || 'this user'}?` : `Revoke ${what} for ${user.name || 'this user'}?`;
}

export function FlagConfirmModal({ pending, busy, onConfirm, onCancel }: { pending: PendingFlag | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmModal
      open={Boolean(pending)}
      title={pending ? flagTitle(pending) : ''}
      confirmLabel={pending?.value ? 'Grant' : 'Revoke'}
      busyLabel="Saving..."
      busy={busy}
      danger={pending?.value === false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{pending ? EFFECTS[pending.flag][pending.value ? 'grant' : 'revoke'] : ''}</p>
      <p className="text-sm">Both copies of the profile are updated together.</p>
    </ConfirmModal>
  );
}
