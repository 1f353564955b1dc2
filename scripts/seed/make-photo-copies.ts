/**
 * Makes the near-duplicate photos used by the seed (a listing whose photo is another listing's,
 * re-compressed and resized) and the photo-hash test fixtures, with a real JPEG encoder (jpeg-js):
 * decode → resize (area averaging) and/or crop → encode at a lower quality.
 *
 * Usage: npx tsx scripts/seed/make-photo-copies.ts   (only when the seed images change)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg, { type RawImageData } from 'jpeg-js';

type Pixels = RawImageData<Buffer>;

const ROOT = dirname(fileURLToPath(import.meta.url));
const IMAGES = join(ROOT, 'images');
const FIXTURES = join(ROOT, '..', '..', 'tests', 'fixtures', 'photos');

/** Area-averaging resize of RGBA pixels. */
function resize(image: Pixels, width: number, height: number): Pixels {
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      const sum: [number, number, number] = [0, 0, 0];
      for (let sy = y0; sy < y1; sy += 1) {
        for (let sx = x0; sx < x1; sx += 1) {
          const i = (sy * image.width + sx) * 4;
          sum[0] += image.data[i] ?? 0;
          sum[1] += image.data[i + 1] ?? 0;
          sum[2] += image.data[i + 2] ?? 0;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      out[o] = sum[0] / n;
      out[o + 1] = sum[1] / n;
      out[o + 2] = sum[2] / n;
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}

/** Cuts `fraction` of the width and height off (split between opposite edges). */
function crop(image: Pixels, fraction: number): Pixels {
  const left = Math.round((image.width * fraction) / 2);
  const top = Math.round((image.height * fraction) / 2);
  const width = image.width - 2 * left;
  const height = image.height - 2 * top;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    image.data.copy(out, y * width * 4, ((y + top) * image.width + left) * 4, ((y + top) * image.width + left + width) * 4);
  }
  return { width, height, data: out };
}

async function decode(file: string): Promise<Pixels> {
  return jpeg.decode(await readFile(file), { useTArray: false, formatAsRGBA: true });
}

async function encode(image: Pixels, file: string, quality: number): Promise<void> {
  await writeFile(file, jpeg.encode(image, quality).data);
  console.log(`${file}: ${image.width}x${image.height} q${quality}`);
}

const room03 = await decode(join(IMAGES, 'room-03.jpg'));
// The seed's duplicate pair: room-03 at 60% of its size, quality 35.
await encode(resize(room03, 480, 360), join(IMAGES, 'room-03-copy.jpg'), 35);

const room07 = await decode(join(IMAGES, 'room-07.jpg'));
await encode(resize(room07, 320, 240), join(FIXTURES, 'room-07-resized-q30.jpg'), 30);
await encode(resize(crop(room07, 0.06), 400, 282), join(FIXTURES, 'room-07-cropped-q50.jpg'), 50);
await encode(resize(room07, 24, 18), join(FIXTURES, 'room-07-tiny.jpg'), 80);
