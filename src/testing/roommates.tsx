/** Test helpers for the roommates feature (imported by *.test.tsx only). */
import type { SessionStatus, SessionValue } from '@/session/SessionProvider';
import type { PrivateProfile } from '@/data/collections/profiles';
import type { RoommateRequest } from '@/data/collections/roommateRequests';

export function makeRequest(overrides: Partial<RoommateRequest> = {}): RoommateRequest {
  return {
    id: 'seeker-1',
    userId: 'seeker-1',
    ownerPremium: false,
    ownerVerified: { email: false, phone: false },
    userName: 'Ananya Gupta',
    aboutMe: 'MSc student from Delhi, tidy and vegetarian.',
    age: 23,
    gender: 'Female',
    budget: 800,
    preferredLocations: 'East Ham, Ilford',
    moveInDate: '2020-01-01',
    profession: 'MSc Student',
    organization: 'UCL',
    preferredRoommates: ['Female', 'Student'],
    requirements: 'Furnished double room near the Elizabeth line',
    furnished: 'Furnished',
    preferredStay: '12 months',
    profilePicture: '',
    verificationId: '',
    self: {},
    needs: {},
    status: 'active',
    createdAt: new Date('2026-01-01T10:00:00Z'),
    lastActivity: new Date('2026-01-02T10:00:00Z'),
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<PrivateProfile> = {}): PrivateProfile {
  return {
    userId: 'seeker-1',
    name: 'Ananya Gupta',
    email: 'ananya@example.com',
    phoneNumber: '+44 7700 900111',
    role: 'I Need Room',
    isAdmin: false,
    isPremium: false,
    profilePicture: '',
    createdAt: null,
    lastActivity: null,
    ...overrides,
  };
}

/** A signed-in session value for mocking `useSession` (signed out when `profile` is null). */
export function makeSession(profile: PrivateProfile | null, overrides: Partial<SessionValue> = {}): SessionValue {
  return {
    status: profile ? 'signed-in' : 'signed-out',
    user: profile ? { uid: profile.userId, email: profile.email, displayName: profile.name } : null,
    profile,
    role: profile?.role ?? null,
    error: null,
    ensureAuthStarted: () => undefined,
    applyRole: () => undefined,
    updateProfile: () => undefined,
    signOut: () => Promise.resolve(),
    ...overrides,
  };
}

/** A session in each status, for tests of what the status changes (signed in: a seeker, `ananya`). */
export function sessionsByStatus(): Record<SessionStatus, SessionValue> {
  return {
    loading: makeSession(null, { status: 'loading' }),
    'signed-out': makeSession(null),
    'signed-in': makeSession(makeProfile({ userId: 'ananya', role: 'I Need Room' })),
  };
}

/** Parses every JSON-LD block in the document. */
export function readJsonLd(): unknown[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? '') as unknown);
}
