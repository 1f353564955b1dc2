import { createContext, useCallback, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { observeAuth, signOutUser, type AuthUser } from '@/data';
import { hasSessionHint, setSessionHint } from '@/lib/sessionHint';
import type { PrivateProfile, Role } from '@/data/collections/profiles';
import { storeRole } from './roleStorage';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface SessionValue {
  status: SessionStatus;
  user: AuthUser | null;
  profile: PrivateProfile | null;
  role: Role | null;
  /** Set when the profile could not be loaded (shown as the fatal error screen). */
  error: string | null;
  /** Starts Firebase Auth now (e.g. when the login modal opens) instead of at idle time. */
  ensureAuthStarted: () => void;
  applyRole: (role: Role) => void;
  updateProfile: (patch: Partial<PrivateProfile>) => void;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

/**
 * The signed-in session. Firebase Auth is loaded only for visitors who were signed in before (a
 * localStorage hint, shared by every tab) or when someone opens the login modal, so a guest
 * never downloads it just to read a page. `onAccountDeleted` tells the person their account is gone
 * (the app shows it as a toast; the session sits below the UI).
 */
export function SessionProvider({ children, onAccountDeleted }: { children: ReactNode; onAccountDeleted: (message: string) => void }) {
  // Both start as a guest's so the first render matches the prerendered HTML; the effect below
  // then restores a returning visitor's session.
  const [started, setStarted] = useState(false);
  const [status, setStatus] = useState<SessionStatus>('signed-out');
  const [user, setUser] = useState<AuthUser | null>(null);
  const [profile, setProfile] = useState<PrivateProfile | null>(null);
  const [role, setRole] = useState<Role | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accountDeleted = useEffectEvent(onAccountDeleted);

  useEffect(() => {
    if (started || !hasSessionHint()) return;
    // Hydration-safe start for a returning visitor: the same render pass as the first paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStatus('loading');
    setStarted(true);
  }, [started]);

  useEffect(() => {
    if (!started) return;
    let current = true;
    const stop = observeAuth(
      (next) => {
        if (!next) {
          setSessionHint(false);
          setUser(null);
          setProfile(null);
          setRole(null);
          setStatus('signed-out');
          return;
        }
        setSessionHint(true);
        setUser(next);
        setStatus('loading');
        // The profile code loads only once someone is signed in.
        import('./loadProfile')
          .then(({ loadOrCreateProfile }) => loadOrCreateProfile(next))
          .then((loaded) => {
            if (!current) return;
            setProfile(loaded);
            setRole(loaded.role);
            storeRole(loaded.role);
            setStatus('signed-in');
          })
          .catch(async (cause: unknown) => {
            // The Auth account is gone: the listener reports the sign-out; the person is told why.
            if (cause instanceof (await import('./loadProfile')).AccountDeletionFinished) {
              accountDeleted(cause.message);
              return;
            }
            console.error('Failed to load the profile', cause);
            if (current) setError(cause instanceof Error ? cause.message : String(cause));
          });
      },
      (cause) => {
        console.error('Auth failed to start', cause);
        setStatus('signed-out');
      },
    );
    return () => {
      current = false;
      stop();
    };
  }, [started]);

  const ensureAuthStarted = useCallback(() => setStarted(true), []);
  const applyRole = useCallback((next: Role) => {
    setRole(next);
    storeRole(next);
    setProfile((previous) => (previous ? { ...previous, role: next } : previous));
  }, []);
  const updateProfile = useCallback((patch: Partial<PrivateProfile>) => {
    setProfile((previous) => (previous ? { ...previous, ...patch } : previous));
  }, []);
  const signOut = useCallback(async () => {
    await signOutUser();
    storeRole(null);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      profile,
      role: status === 'signed-in' ? role : null,
      error,
      ensureAuthStarted,
      applyRole,
      updateProfile,
      signOut,
    }),
    [status, user, profile, role, error, ensureAuthStarted, applyRole, updateProfile, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
