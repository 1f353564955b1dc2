import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { PROFILE_TEXT } from '../messages';
import { setRoommateRequestStatus } from '@/data';
import type { RequestStatus } from '@/data/collections/roommateRequests';

const CHOICES: { status: RequestStatus; label: string }[] = [
  { status: 'active', label: 'Actively Looking' },
  { status: 'found', label: 'Room Found' },
];

/** "Actively Looking" / "Room Found" for the seeker's own request. */
export function StatusToggle({ uid, status }: { uid: string; status: RequestStatus }) {
  const [pending, setPending] = useState<RequestStatus | null>(null);
  const shown = pending ?? status;

  const choose = (next: RequestStatus) => {
    if (pending || next === shown) return;
    setPending(next);
    setRoommateRequestStatus(uid, next)
      .catch((error: unknown) => {
        console.error('Failed to update the request status', error);
        toast.error(PROFILE_TEXT.updateStatusFailed);
      })
      .finally(() => setPending(null));
  };

  return (
    <div role="group" aria-label="Profile status" className="inline-flex rounded-lg border border-slate-300 p-1 dark:border-slate-600">
      {CHOICES.map((choice) => {
        const selected = shown === choice.status;
        const colour =
          choice.status === 'active'
            ? 'bg-green-700 text-white dark:bg-green-700 dark:text-white'
            : 'bg-red-700 text-white dark:bg-red-700 dark:text-white';
        return (
          <button
            key={choice.status}
            type="button"
            aria-pressed={selected}
            disabled={pending !== null}
            onClick={() => choose(choice.status)}
            className={`min-h-11 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-wait ${
              selected ? colour : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
            }`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
