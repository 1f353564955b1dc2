import { useCallback, useEffect, useState } from 'react';
import { subscribeMyRoommateRequest } from '@/data';
import type { RoommateRequest } from '@/data/collections/roommateRequests';

export type MyRequestState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; request: RoommateRequest | null };

interface Snapshot {
  key: string;
  failed: boolean;
  request: RoommateRequest | null;
}

/** The signed-in seeker's own roommate request, live (null until they first save it). */
export function useMyRoommateRequest(uid: string): MyRequestState {
  const [attempt, setAttempt] = useState(0);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const key = `${uid}:${attempt}`;
  useEffect(
    () =>
      subscribeMyRoommateRequest(
        uid,
        (request) => setSnapshot({ key, failed: false, request }),
        (error) => {
          console.error('Failed to load your roommate profile', error);
          setSnapshot({ key, failed: true, request: null });
        },
      ),
    [uid, key],
  );
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (snapshot?.key !== key) return { status: 'loading' };
  return snapshot.failed ? { status: 'error', retry } : { status: 'ready', request: snapshot.request };
}
