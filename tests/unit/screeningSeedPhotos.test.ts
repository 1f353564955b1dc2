/**
 * The duplicate-photo signal on the seed itself: the admin console compares a listing's
 * photos with those of OTHER owners' live listings in the same area (src/features/admin/review/
 * photoDuplicates.ts). The seed reuses its 16 room drawings, but only within an owner or across
 * areas, so the one duplicate found is the intended pair: seed-room-32's re-compressed, resized
 * copy of the last photo of seed-room-04 (both in Stratford).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { LISTINGS } from '../../scripts/seed/data/listings';
import { listingLocationKeys } from '@/lib/filters/locationKeys';
import { duplicatePhotos, photoHash, type HashedPhoto } from '@/lib/screening/photoHash';

const IMAGES = join(process.cwd(), 'scripts/seed/images');
const hashOf = new Map<string, string>();

function hashFile(file: string): string {
  const known = hashOf.get(file);
  if (known) return known;
  const { width, height, data } = jpeg.decode(readFileSync(join(IMAGES, file)), { useTArray: true, formatAsRGBA: true });
  const result = photoHash({ width, height, data });
  if (result.kind !== 'hash') throw new Error(`${file} is too small to hash`);
  hashOf.set(file, result.hash);
  return result.hash;
}

const areaOf = (listing: (typeof LISTINGS)[number]) => listingLocationKeys(listing)[0] ?? '';
const isLive = (listing: (typeof LISTINGS)[number]) => listing.status === 'active' || listing.status === 'filled';

describe('seeded duplicate photos', () => {
  it('finds exactly the intended cross-owner pair in the same area', () => {
    const found: [string, string][] = [];
    for (const listing of LISTINGS) {
      const others = LISTINGS.filter((other) => isLive(other) && other.owner !== listing.owner && areaOf(other) === areaOf(listing));
      const photos: HashedPhoto[] = [listing, ...others].flatMap((post) => post.images.map((file) => ({ postId: post.id, url: file, hash: hashFile(file) })));
      for (const match of duplicatePhotos(listing.id, photos)) found.push([listing.id, match.match.postId]);
    }
    expect([...new Set(found.map((pair) => pair.join(' ~ ')))]).toEqual(['seed-room-04 ~ seed-room-32', 'seed-room-32 ~ seed-room-04']);
  });

  it('the pair is the re-compressed copy against its original', () => {
    const [copy, original] = ['seed-room-32', 'seed-room-04'].map((id) => LISTINGS.filter((listing) => listing.id === id));
    expect(copy?.map((listing) => listing.images)).toEqual([['room-03-copy.jpg']]);
    expect(original?.flatMap((listing) => listing.images)).toContain('room-03.jpg');
    expect(copy?.map(areaOf)).toEqual(original?.map(areaOf));
  });
});
