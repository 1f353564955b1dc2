import { UnreadBadge, unreadBadgeText } from './UnreadBadge';

/** The header's messages button with its unread badge ("9+" above 9). */
export function MessagesButton({ count, onClick }: { count: number; onClick: () => void }) {
  const badge = unreadBadgeText(count);
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={badge ? `Messages, ${badge} unread` : 'Messages'}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
      </svg>
      <UnreadBadge count={count} />
    </button>
  );
}
