import { UNREAD_BADGE_CAP } from '@/config/constants';

export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

export function UnreadBadge({ count }: { count: number }) {
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <span
      data-testid="unread-badge"
      className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
    >
      {text}
    </span>
  );
}
