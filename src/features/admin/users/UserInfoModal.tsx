import { DetailList, DetailRow } from '@/components/post/DetailRow';
import { Modal } from '@/components/ui/Modal';
import { formatStampDate } from '../lib/activityLabel';
import type { AdminUser } from './adminUser';
import { ViewingCountsRows } from './ViewingCountsRows';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Name, email, phone, id, role, joined, admin, premium, and their viewings booked and cancelled. */
export function UserInfoModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const unavailable = 'Not provided';
  return (
    <Modal open={Boolean(user)} title="User information" onClose={onClose}>
      {user ? (
        <DetailList>
          <DetailRow label="Name">{user.name || 'Unnamed user'}</DetailRow>
          <DetailRow label="Email">
            <span className="break-all">{user.email || unavailable}</span>
          </DetailRow>
          <DetailRow label="Phone">{user.phoneNumber || unavailable}</DetailRow>
          <DetailRow label="User ID">
            <span className="break-all">{user.userId}</span>
          </DetailRow>
          <DetailRow label="Role">{user.role ?? 'Not chosen yet'}</DetailRow>
          <DetailRow label="Joined">{formatStampDate(user.createdAt)}</DetailRow>
          <DetailRow label="Admin">{yesNo(user.isAdmin)}</DetailRow>
          <DetailRow label="Premium">{yesNo(user.isPremium)}</DetailRow>
          <ViewingCountsRows uid={user.userId} />
        </DetailList>
      ) : null}
    </Modal>
  );
}
