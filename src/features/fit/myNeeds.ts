/**
 * The signed-in seeker's needs and self, read once per session from their roommate profile (one
 * document read per session, never one per card), so every room card can show its fit.
 */
import { useContext, useEffect, useState } from 'react';
import { getRoommateRequest } from '@/data';
import type { SeekerForFit } from '@/lib/household/ownerFit';
import { SessionContext } from '@/session/SessionProvider';

const loaded = new Map<string, Promise<SeekerForFit | null>>();

function loadMine(uid: string): Promise<SeekerForFit | null> {
  let pending = loaded.get(uid);
  if (!pending) {
    pending = getRoommateRequest(uid)
      .then((request) => (request ? { needs: request.needs, self: request.self, gender: request.gender } : null))
      .catch((error: unknown) => {
        console.error('Failed to load your needs for household fit', error);
        loaded.delete(uid);
        return null;
      });
    loaded.set(uid, pending);
  }
  return pending;
}

/** After My Profile saves: the next screen reads the new needs. */
export function forgetMyNeeds(): void {
  loaded.clear();
}

export interface MyNeeds {
  /** False while the session or the profile is still loading. */
  settled: boolean;
  /** Null for guests, owners, and seekers without a roommate profile. */
  seeker: SeekerForFit | null;
  /** Resolves to `seeker` once settled (a page that filters by the musts waits for them). */
  ready: Promise<SeekerForFit | null>;
}

const NONE: MyNeeds = { settled: true, seeker: null, ready: Promise.resolve(null) };
const NEVER = new Promise<SeekerForFit | null>(() => undefined);

export function useMyNeeds(): MyNeeds {
  const session = useContext(SessionContext);
  const uid = session?.status === 'signed-in' && session.role === 'I Need Room' ? (session.user?.uid ?? null) : null;
  const [mine, setMine] = useState<{ uid: string; seeker: SeekerForFit | null } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    void loadMine(uid).then((seeker) => {
      if (live) setMine({ uid, seeker });
    });
    return () => {
      live = false;
    };
  }, [uid]);
  if (!session || session.status === 'signed-out') return NONE;
  if (session.status === 'loading') return { settled: false, seeker: null, ready: NEVER };
  if (!uid) return NONE;
  const seeker = mine?.uid === uid ? mine.seeker : null;
  return { settled: mine?.uid === uid, seeker, ready: loadMine(uid) };
}
