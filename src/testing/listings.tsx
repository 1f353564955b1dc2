/** Test helpers for the listings feature (imported by *.test.tsx only). */
import { vi } from 'vitest';
import type { SessionValue } from '@/session/SessionProvider';
import type { PrivateProfile } from '@/data/collections/profiles';
import type { RoomListing } from '@/data/collections/roomListings';

export const OWNER_UID = 'owner-1';

export const ownerProfile: PrivateProfile = {
  userId: OWNER_UID,
  name: 'Asha Patel',
  email: 'asha@example.com',
  phoneNumber: '+44 7700 900111',
  role: 'I Have Room',
  isAdmin: false,
  isPremium: false,
  profilePicture: '',
  createdAt: null,
  lastActivity: null,
};

export function ownerSession(overrides: Partial<SessionValue> = {}): SessionValue {
  return {
    status: 'signed-in',
    user: { uid: OWNER_UID, email: ownerProfile.email, displayName: ownerProfile.name },
    profile: ownerProfile,
    role: 'I Have Room',
    error: null,
    ensureAuthStarted: vi.fn(),
    applyRole: vi.fn(),
    updateProfile: vi.fn(),
    signOut: vi.fn(),
    ...overrides,
  };
}

/** jsdom has no object URLs: count creations and revocations instead. */
export function stubObjectUrls() {
  let next = 0;
  const create = vi.fn(() => `blob:preview-${++next}`);
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

export function imageFile(name: string, type = 'image/png', size = 2048): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  if (size > 16) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom has no showModal/close on <dialog>: emulate the open attribute they toggle. */
export function stubDialogs() {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
}

export function roomListing(overrides: Partial<RoomListing> = {}): RoomListing {
  return {
    id: 'room-1',
    ownerPremium: false,
    ownerVerified: { email: false, phone: false },
    title: 'Double room in Ilford',
    description: 'Near the Elizabeth line.',
    address: 'Ilford',
    postcode: 'London, UK',
    outcode: 'IG1',
    geo: { lat: 51.5588, lng: 0.0733, geohash: 'u10j39vru0' },
    nation: 'england',
    rent: 650,
    deposit: 700,
    roomType: 'Double',
    preferredTenants: 'Any',
    availableFrom: '2026-12-01',
    amenities: ['WiFi'],
    contactMethod: 'chat',
    images: ['https://storage.test/1.jpg', 'https://storage.test/2.jpg', 'https://storage.test/3.jpg'],
    letKind: 'tenancy',
    holdingDeposit: 0,
    rentInAdvance: 0,
    status: 'active',
    userId: OWNER_UID,
    userName: ownerProfile.name,
    household: {},
    createdAt: new Date('2026-11-01T10:00:00Z'),
    lastActivity: new Date('2026-11-01T10:00:00Z'),
    ...overrides,
  };
}
