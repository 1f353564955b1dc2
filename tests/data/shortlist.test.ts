import { beforeEach, describe, expect, it } from 'vitest';
import { removeFromShortlist, saveToShortlist, subscribeShortlist } from '@/data';
import type { ShortlistEntry } from '../../src/data/collections/shortlist';
import { clearFirestore, signUpFresh, waitFor } from './support';

beforeEach(clearFirestore);

describe('shortlist repository', () => {
  it('saves posts (once each), lists them live newest first and removes them', async () => {
    const me = await signUpFresh('Shortlister');
    await saveToShortlist(me.uid, { kind: 'room', postId: 'room-1', title: 'Double room in Ilford' });
    await saveToShortlist(me.uid, { kind: 'roommate', postId: 'user-2', title: `  ${'A'.repeat(300)}  ` });
    await saveToShortlist(me.uid, { kind: 'room', postId: 'room-1', title: 'Double room in Ilford' });

    const saved = await waitFor<ShortlistEntry[]>((next, error) => subscribeShortlist(me.uid, next, error), (items) => items.length === 2);
    expect(saved.map((entry) => entry.id)).toEqual(['room_room-1', 'roommate_user-2']);
    expect(saved[1]?.title).toHaveLength(200);
    expect(saved.every((entry) => entry.savedAt instanceof Date)).toBe(true);

    await removeFromShortlist(me.uid, 'room', 'room-1');
    const left = await waitFor<ShortlistEntry[]>((next, error) => subscribeShortlist(me.uid, next, error), (items) => items.length === 1);
    expect(left[0]).toMatchObject({ kind: 'roommate', postId: 'user-2' });
  });

  it('cannot read or write another user’s shortlist', async () => {
    const owner = await signUpFresh('Owner');
    await saveToShortlist(owner.uid, { kind: 'room', postId: 'room-1', title: 'Room' });
    const other = await signUpFresh('Other');
    await expect(saveToShortlist(owner.uid, { kind: 'room', postId: 'room-2', title: 'Room' })).rejects.toMatchObject({ code: 'permission-denied' });
    // The SDK's memory cache is shared across sign-ins and may first echo the owner's entry
    // locally; what matters is the server's answer, so wait for the listener's error.
    await expect(waitFor<ShortlistEntry[]>((next, error) => subscribeShortlist(owner.uid, next, error), () => false)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(other.uid).not.toBe(owner.uid);
  });
});
