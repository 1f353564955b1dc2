/**
 * The seed's listing photos at the weight owners upload (src/config/constants.ts): each committed
 * 800x600 illustration scaled to 1280 px wide and encoded as browser-image-compression does
 * (quality 0.7, lowered in steps until under 70 KB), and its card rendition (480 px, under 25 KB).
 * Made from the committed art at seed time, so the repository keeps its small files; cached in
 * node_modules/.cache (keyed by the source's hash) so only the first seed pays the encoding.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg, { type RawImageData } from 'jpeg-js';
import { CARD_IMAGE_COMPRESSION, LISTING_IMAGE_COMPRESSION } from '../../../src/config/constants';

const weightOf = ({ maxWidthOrHeight, maxSizeMB }: { maxWidthOrHeight: number; maxSizeMB: number }) => ({ width: maxWidthOrHeight, maxBytes: maxSizeMB * 1024 * 1024 });

/** The sizes the app compresses an owner's photo and its card rendition to. */
export const PHOTO_WEIGHTS = { full: weightOf(LISTING_IMAGE_COMPRESSION), card: weightOf(CARD_IMAGE_COMPRESSION) };

const CACHE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'node_modules', '.cache', 'roomshare-seed-photos');
const FIRST_QUALITY = Math.round(LISTING_IMAGE_COMPRESSION.initialQuality * 100);
const QUALITY_STEP = 5;
const LOWEST_QUALITY = 20;

/** Bilinear resize of RGBA pixels (the art is scaled up for the full photo, down for the card). */
type Pixels = RawImageData<Buffer | Uint8Array>;

function resize(image: Pixels, width: number, height: number): Pixels {
  const out = Buffer.alloc(width * height * 4);
  const sample = (size: number, outSize: number, i: number) => Math.min(size - 1, Math.max(0, ((i + 0.5) * size) / outSize - 0.5));
  for (let y = 0; y < height; y += 1) {
    const fy = sample(image.height, height, y);
    const y0 = Math.floor(fy);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const dy = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const fx = sample(image.width, width, x);
      const x0 = Math.floor(fx);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const dx = fx - x0;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        const at = (px: number, py: number) => image.data[(py * image.width + px) * 4 + c] ?? 0;
        out[o + c] = (at(x0, y0) * (1 - dx) + at(x1, y0) * dx) * (1 - dy) + (at(x0, y1) * (1 - dx) + at(x1, y1) * dx) * dy;
      }
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}

/** The highest quality from 0.7 down that fits `maxBytes` (the library's search, in steps). */
function encodeUnder(image: Pixels, maxBytes: number): Buffer {
  let quality = FIRST_QUALITY;
  let data = jpeg.encode(image, quality).data;
  while (data.length > maxBytes && quality > LOWEST_QUALITY) {
    quality -= QUALITY_STEP;
    data = jpeg.encode(image, quality).data;
  }
  return Buffer.from(data);
}

/**
 * The committed JPEG `source` at the weight `kind` gives it.
 */
export async function weightedPhoto(source: Buffer, kind: keyof typeof PHOTO_WEIGHTS): Promise<Buffer> {
  const { width, maxBytes } = PHOTO_WEIGHTS[kind];
  const key = createHash('sha256').update(source).update(`${kind}:${width}:${maxBytes}:${FIRST_QUALITY}`).digest('hex').slice(0, 24);
  const cached = join(CACHE, `${key}.jpg`);
  try {
    return await readFile(cached);
  } catch {
    const image = jpeg.decode(source, { useTArray: true });
    const data = encodeUnder(resize(image, width, Math.round((width * image.height) / image.width)), maxBytes);
    await mkdir(CACHE, { recursive: true });
    await writeFile(cached, data);
    return data;
  }
}
