/**
 * Uploads through the real data layer to the Storage emulator. On the offline fallback stack
 * this also proves the in-process Storage emulator still works with the pinned firebase-tools
 * (scripts/stack/stack.ts): an upgrade that breaks scripts/stack/node-emulators.cjs fails here.
 */
import { describe, expect, it } from 'vitest';
import { MAX_CARD_IMAGE_BYTES } from '@/config/constants';
import { deleteImageByUrl, replaceProfilePicture, uploadListingImage } from '@/data';
import { signUpFresh } from './support';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

describe('image storage', () => {
  it('uploads a listing image with progress, serves it, and deletes it (twice is fine)', async () => {
    const owner = await signUpFresh('Uploader');
    const progress: number[] = [];
    const { url, cardUrl } = await uploadListingImage(owner.uid, new Blob([PNG], { type: 'image/png' }), (fraction) => progress.push(fraction));
    expect(cardUrl).toBe(url);
    expect(url).toContain(encodeURIComponent(`artifacts/roomshare-uk/room_listings/${owner.uid}/`));
    expect(progress.at(-1)).toBe(1);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    await deleteImageByUrl(url);
    expect((await fetch(url)).status).toBe(404);
    await expect(deleteImageByUrl(url)).resolves.toBeUndefined();
  });

  it('stores a card rendition beside its photo, in the same slot of card/, and its photo stands for it when it is too heavy', async () => {
    const owner = await signUpFresh('Cards');
    const card = new Blob([PNG], { type: 'image/jpeg' });
    const photo = await uploadListingImage(owner.uid, new Blob([PNG], { type: 'image/png' }), undefined, card);
    const slot = decodeURIComponent(photo.url).split('/').pop()?.split('?')[0];
    expect(decodeURIComponent(photo.cardUrl)).toContain(`artifacts/roomshare-uk/room_listings/${owner.uid}/card/${slot}?`);
    expect(new Uint8Array(await (await fetch(photo.cardUrl)).arrayBuffer())).toEqual(PNG);
    const heavy = await uploadListingImage(owner.uid, new Blob([PNG], { type: 'image/png' }), undefined, new Blob([new Uint8Array(MAX_CARD_IMAGE_BYTES)], { type: 'image/jpeg' }));
    expect(heavy.cardUrl).toBe(heavy.url);
  });

  it('replaces the profile picture at the fixed jpg path', async () => {
    const user = await signUpFresh('Picture');
    const first = await replaceProfilePicture(user.uid, new Blob([PNG], { type: 'image/jpeg' }));
    const second = await replaceProfilePicture(user.uid, new Blob([PNG, PNG], { type: 'image/jpeg' }));
    expect(first.split('?')[0]).toBe(second.split('?')[0]);
    expect(second).toContain(encodeURIComponent(`artifacts/roomshare-uk/user_profiles/${user.uid}/profile_picture.jpg`));
    expect((await fetch(second)).status).toBe(200);
  });
});

describe('upload checks mirrored from storage.rules (enforced here even on the offline emulator)', () => {
  it('refuses non-images, SVG, files over 10 MB and uploads under another uid', async () => {
    const owner = await signUpFresh('Careful');
    const png = new Blob([PNG], { type: 'image/png' });
    await expect(uploadListingImage(owner.uid, new Blob(['hello'], { type: 'text/plain' }))).rejects.toThrow('Only image files');
    await expect(uploadListingImage(owner.uid, new Blob(['<svg/>'], { type: 'image/svg+xml' }))).rejects.toThrow('Only image files');
    await expect(uploadListingImage(owner.uid, new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' }))).rejects.toThrow('smaller than 10 MB');
    await expect(uploadListingImage('someone-else', png)).rejects.toThrow('your own account');
    await expect(replaceProfilePicture('someone-else', png)).rejects.toThrow('your own account');
  });
});
