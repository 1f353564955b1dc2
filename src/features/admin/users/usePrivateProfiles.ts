import { useCallback, useEffect, useState } from 'react';
import { fetchAllPrivateProfiles } from '@/data';
import type { PrivateProfile } from '@/types/domain';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; profiles: PrivateProfile[] };

/**
 * Every private profile, read once (collection group `user_profile`, admins only). Emails and
 * phones exist only there, so search by email and the info view need them. Trade-off: one full
 * read of all profiles per visit to this tab: fine at this scale (hundreds of users), and it
 * keeps search case-insensitive and substring-based, which Firestore queries cannot do. At tens
 * of thousands of users this should become a search index (e.g. an extension-fed one).
 */
export function usePrivateProfiles() {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<State & { generation: number }>({ status: 'loading', generation: -1 });

  useEffect(() => {
    let current = true;
    fetchAllPrivateProfiles()
      .then((profiles) => current && setState({ status: 'ready', profiles, generation }))
      .catch((cause: unknown) => {
        console.error('Failed to load private profiles', cause);
        if (current) setState({ status: 'error', generation });
      });
    return () => {
      current = false;
    };
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const patch = useCallback(
    (uid: string, change: Partial<PrivateProfile>) =>
      setState((previous) =>
        previous.status === 'ready'
          ? { ...previous, profiles: previous.profiles.map((profile) => (profile.userId === uid ? { ...profile, ...change } : profile)) }
          : previous,
      ),
    [],
  );
  const current: State = state.generation === generation ? state : { status: 'loading' };
  return { state: current, reload, patch };
}
