/**
 * Perceptual hash of a photo (pHash, twice): the image is averaged down to 32×32 cells, a 2-D
 * DCT keeps the 8×8 lowest frequencies, and each of the 63 non-constant coefficients gives one bit
 * (above or below their median). Done on luminance and on the red−green difference, so two
 * drawings that share a layout but not their colours differ. Re-compression, resizing and small
 * crops barely move the low frequencies: on the seed photos copies stay within 12 of 126 bits,
 * different photos are 22+ apart (src/lib/screening/photoHash.test.ts). Pure: the admin console
 * decodes the stored images with a canvas and passes the pixels in.
 */
import { PHOTO_HASH_MAX_DISTANCE, PHOTO_HASH_MIN_SIDE } from '@/config/constants';

/** RGBA pixels, row by row (what `CanvasRenderingContext2D.getImageData` returns). */
export interface RgbaImage {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

/** `hash`: 32 hex digits (two 64-bit halves, each with its top bit 0). */
export type PhotoHashResult = { kind: 'hash'; hash: string } | { kind: 'too-small'; width: number; height: number };

type Channel = (data: ArrayLike<number>, offset: number) => number;

const GRID = 32;
const KEPT = 8;
const at = (data: ArrayLike<number>, index: number): number => data[index] ?? 0;
const luminance: Channel = (data, offset) => 0.299 * at(data, offset) + 0.587 * at(data, offset + 1) + 0.114 * at(data, offset + 2);
const redGreen: Channel = (data, offset) => at(data, offset) - at(data, offset + 1);

/** Mean of `channel` over each cell of a GRID × GRID grid laid over the image (area averaging). */
function cellMeans(image: RgbaImage, channel: Channel): Float64Array {
  const sums = new Float64Array(GRID * GRID);
  const counts = new Float64Array(GRID * GRID);
  for (let y = 0; y < image.height; y += 1) {
    const row = Math.floor((y * GRID) / image.height);
    for (let x = 0; x < image.width; x += 1) {
      const cell = row * GRID + Math.floor((x * GRID) / image.width);
      sums[cell] = (sums[cell] ?? 0) + channel(image.data, (y * image.width + x) * 4);
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
  }
  return sums.map((sum, index) => sum / (counts[index] ?? 1));
}

/** COSINES[frequency * GRID + position]: the DCT basis, computed once. */
const COSINES = Float64Array.from({ length: KEPT * GRID }, (_, index) =>
  Math.cos(((2 * (index % GRID) + 1) * Math.floor(index / GRID) * Math.PI) / (2 * GRID)),
);

/** 63 bits as 16 hex digits: the 8×8 low-frequency DCT coefficients except the constant one. */
function channelHash(cells: Float64Array): string {
  const coefficients: number[] = [];
  for (let u = 0; u < KEPT; u += 1) {
    for (let v = 0; v < KEPT; v += 1) {
      if (u === 0 && v === 0) continue;
      let sum = 0;
      for (let y = 0; y < GRID; y += 1) {
        for (let x = 0; x < GRID; x += 1) sum += at(cells, y * GRID + x) * at(COSINES, v * GRID + x) * at(COSINES, u * GRID + y);
      }
      coefficients.push(sum);
    }
  }
  const middle = at([...coefficients].sort((a, b) => a - b), Math.floor(coefficients.length / 2));
  const bits = '0' + coefficients.map((value) => (value > middle ? '1' : '0')).join('');
  let hex = '';
  for (let index = 0; index < bits.length; index += 4) hex += parseInt(bits.slice(index, index + 4), 2).toString(16);
  return hex;
}

/** The photo's hash, or 'too-small' when either side is under PHOTO_HASH_MIN_SIDE pixels. */
export function photoHash(image: RgbaImage): PhotoHashResult {
  if (image.width < PHOTO_HASH_MIN_SIDE || image.height < PHOTO_HASH_MIN_SIDE) {
    return { kind: 'too-small', width: image.width, height: image.height };
  }
  return { kind: 'hash', hash: channelHash(cellMeans(image, luminance)) + channelHash(cellMeans(image, redGreen)) };
}

/** Number of differing bits between two hashes of equal length (hex strings). */
export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length) throw new Error('Hashes of different lengths cannot be compared.');
  let distance = 0;
  for (let index = 0; index < a.length; index += 1) {
    let bits = parseInt(a.charAt(index), 16) ^ parseInt(b.charAt(index), 16);
    while (bits) {
      distance += bits & 1;
      bits >>= 1;
    }
  }
  return distance;
}

export function isSamePhoto(a: string, b: string): boolean {
  return hammingDistance(a, b) <= PHOTO_HASH_MAX_DISTANCE;
}

export interface HashedPhoto {
  postId: string;
  url: string;
  hash: string;
}

export interface DuplicatePhotoEvidence {
  photo: HashedPhoto;
  /** The photo in another post that matches it. */
  match: HashedPhoto;
  distance: number;
}

/** Photos of `postId` that also appear (within the distance threshold) in a different post. */
export function duplicatePhotos(postId: string, photos: readonly HashedPhoto[]): DuplicatePhotoEvidence[] {
  const own = photos.filter((photo) => photo.postId === postId);
  const others = photos.filter((photo) => photo.postId !== postId);
  const found: DuplicatePhotoEvidence[] = [];
  for (const photo of own) {
    for (const match of others) {
      const distance = hammingDistance(photo.hash, match.hash);
      if (distance <= PHOTO_HASH_MAX_DISTANCE) found.push({ photo, match, distance });
    }
  }
  return found.sort((a, b) => a.distance - b.distance);
}
