import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { PHOTO_HASH_MAX_DISTANCE } from '@/config/constants';
import { duplicatePhotos, hammingDistance, isSamePhoto, photoHash, type RgbaImage } from './photoHash';

const SEED_IMAGES = join(process.cwd(), 'scripts/seed/images');
const FIXTURES = join(process.cwd(), 'tests/fixtures/photos');

/** Decodes a real JPEG file (the copies were re-encoded by scripts/seed/make-photo-copies.ts). */
function decode(path: string): RgbaImage {
  const { width, height, data } = jpeg.decode(readFileSync(path), { useTArray: true, formatAsRGBA: true });
  return { width, height, data };
}

function hashOf(path: string): string {
  const result = photoHash(decode(path));
  if (result.kind !== 'hash') throw new Error(`${path} was not hashed`);
  return result.hash;
}

const rooms = Array.from({ length: 16 }, (_, index) => `room-${String(index + 1).padStart(2, '0')}.jpg`);

describe('photoHash', () => {
  it('gives 32 hex digits, the same for the same pixels', () => {
    const hash = hashOf(join(SEED_IMAGES, 'room-07.jpg'));
    expect(hash).toMatch(/^[0-7][0-9a-f]{15}[0-7][0-9a-f]{15}$/);
    expect(hashOf(join(SEED_IMAGES, 'room-07.jpg'))).toBe(hash);
  });

  it.each([
    ['resized to 40% and re-compressed at quality 30', join(FIXTURES, 'room-07-resized-q30.jpg'), join(SEED_IMAGES, 'room-07.jpg')],
    ['cropped by 6%, resized and re-compressed at quality 50', join(FIXTURES, 'room-07-cropped-q50.jpg'), join(SEED_IMAGES, 'room-07.jpg')],
    ['the seed duplicate: resized to 60%, quality 35', join(SEED_IMAGES, 'room-03-copy.jpg'), join(SEED_IMAGES, 'room-03.jpg')],
  ])('matches a copy %s', (_label, copy, original) => {
    const distance = hammingDistance(hashOf(copy), hashOf(original));
    expect(distance).toBeLessThanOrEqual(PHOTO_HASH_MAX_DISTANCE);
  });

  // Rooms 11 and 15 are one kitchen drawing (scripts/seed/art/rooms.ts) with the units painted
  // slate-blue or dark slate: the same picture repainted, which a perceptual hash rightly matches.
  const SAME_DRAWING = new Set(['room-11.jpg|room-15.jpg']);

  it('tells every pair of different seed room photos apart, with a margin', () => {
    const hashed = rooms.map((name) => ({ name, hash: hashOf(join(SEED_IMAGES, name)) }));
    for (const [index, a] of hashed.entries()) {
      for (const b of hashed.slice(index + 1)) {
        const pair = `${a.name}|${b.name}`;
        if (SAME_DRAWING.has(pair)) {
          expect(isSamePhoto(a.hash, b.hash), pair).toBe(true);
          continue;
        }
        expect(hammingDistance(a.hash, b.hash), pair).toBeGreaterThan(PHOTO_HASH_MAX_DISTANCE + 4);
      }
    }
  });

  it('refuses an image too small to hash, with its size', () => {
    expect(photoHash(decode(join(FIXTURES, 'room-07-tiny.jpg')))).toEqual({ kind: 'too-small', width: 24, height: 18 });
  });
});

describe('hammingDistance', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('0000000000000000', '00000000000000ff')).toBe(8);
    expect(hammingDistance('00000000000000f0', '0000000000000010')).toBe(3);
  });

  it('refuses hashes of different lengths', () => {
    expect(() => hammingDistance('00', '000')).toThrow();
  });
});

describe('duplicatePhotos', () => {
  it('finds photos of other posts within the threshold (inclusive), closest first, never the post own', () => {
    const photos = [
      { postId: 'a', url: 'a1', hash: '0000000000000000' },
      { postId: 'a', url: 'a2', hash: '0000000000000001' },
      { postId: 'b', url: 'b1', hash: '0000000000000003' },
      { postId: 'c', url: 'c1', hash: 'ffffffffffffffff' },
      { postId: 'd', url: 'd1', hash: '000000000001ffff' },
    ];
    const found = duplicatePhotos('a', photos);
    expect(found.map((item) => [item.photo.url, item.match.url, item.distance])).toEqual([
      ['a2', 'b1', 1],
      ['a1', 'b1', 2],
      // d1 is 16 bits from a2 (the threshold, a match) and 17 from a1 (not a match).
      ['a2', 'd1', 16],
    ]);
    expect(duplicatePhotos('c', photos)).toEqual([]);
  });
});
