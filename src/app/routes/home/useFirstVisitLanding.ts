import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { STORAGE_KEYS } from '@/config/constants';
import { paths, TAB_PARAM } from '@/config/paths';
import { getRoommateRequest, hasAnyListing } from '@/data';
import { useSession } from '@/session/useSession';
import { defaultTabFor } from '@/session/tabs';
import type { Role } from '@/data/collections/profiles';

function sessionFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === 'true';
  } catch {
    return true; // no storage: behave as if already shown rather than nag on every render
  }
}

function setSessionFlag(key: string): void {
  try {
    sessionStorage.setItem(key, 'true');
  } catch {
    // ignore
  }
}

/**
 * First visit of a browser session: a seeker without a roommate profile goes
 * to My Profile, an owner without a listing to Create Listing, with the role's onboarding hint.
 * A one-time welcome toast is guarded by a session flag. Returns the role whose hint to show.
 */
export function useFirstVisitLanding(): { onboardingFor: Role | null; dismissOnboarding: () => void } {
  const { user, profile, role } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [onboardingFor, setOnboardingFor] = useState<Role | null>(null);
  const uid = user?.uid;
  const isAdmin = profile?.isAdmin ?? false;
  const name = profile?.name ?? '';
  // The role's default tab (set by the role picker) is not an explicit choice of tab.
  const requestedTab = params.get(TAB_PARAM);
  const explicitTab = requestedTab !== null && requestedTab !== defaultTabFor(role, isAdmin);
  // Whether the user has picked a tab by now, so a slow check never overrides where they went.
  const userPickedTab = useRef(explicitTab);
  useEffect(() => {
    userPickedTab.current = explicitTab;
  }, [explicitTab]);

  useEffect(() => {
    if (!uid || !role) return;
    if (!sessionFlag(STORAGE_KEYS.welcomeShown)) {
      setSessionFlag(STORAGE_KEYS.welcomeShown);
      toast.success(name ? `Welcome, ${name.split(' ')[0]}!` : 'Welcome!');
    }
    if (isAdmin || explicitTab || sessionFlag(STORAGE_KEYS.firstVisitRouted)) return;
    let current = true;
    const check = role === 'I Need Room' ? getRoommateRequest(uid).then((request) => request === null) : hasAnyListing(uid).then((any) => !any);
    check
      .then((missing) => {
        // The flag is set only by a run that finished: a run cancelled by an effect re-run
        // (StrictMode, new deps) must leave the landing to the run that replaced it.
        if (!current) return;
        setSessionFlag(STORAGE_KEYS.firstVisitRouted);
        if (!missing || userPickedTab.current) return;
        navigate(paths.tab(role === 'I Need Room' ? 'my-profile' : 'create-listing'), { replace: true });
        setOnboardingFor(role);
      })
      .catch((error: unknown) => console.error('First-visit check failed', error));
    return () => {
      current = false;
    };
  }, [uid, role, isAdmin, name, explicitTab, navigate]);

  const dismissOnboarding = useCallback(() => setOnboardingFor(null), []);
  return { onboardingFor, dismissOnboarding };
}
