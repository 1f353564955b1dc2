/**
 * Regenerates the demo images committed under scripts/seed/images/ by screenshotting SVG
 * illustrations in headless Chromium: 16 room scenes (800x600), 6 avatar portraits (300x300)
 * and the essentials product pictures (400x400), all JPEG quality 60.
 *
 * Usage: npx tsx scripts/seed/generate-images.ts   (env CHROMIUM_PATH overrides /usr/bin/chromium)
 * Only needed when the art in scripts/seed/art/ changes; the seed uses the committed files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { isMainModule } from '../lib/isMainModule';
import { ROOM_SCENES, roomSvg } from './art/rooms';
import { PORTRAITS, portraitSvg } from './art/portraits';
import { PRODUCTS } from './art/products';

const OUT = join(dirname(fileURLToPath(import.meta.url)), 'images');
const QUALITY = 60;

export function imageJobs(): { name: string; svg: string; width: number; height: number }[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  return [
    ...ROOM_SCENES.map((s, i) => ({ name: `room-${pad(i + 1)}.jpg`, svg: roomSvg(s), width: 800, height: 600 })),
    ...PORTRAITS.map((p, i) => ({ name: `avatar-${pad(i + 1)}.jpg`, svg: portraitSvg(p), width: 300, height: 300 })),
    ...Object.entries(PRODUCTS).map(([key, svg]) => ({ name: `essential-${key}.jpg`, svg, width: 400, height: 400 })),
  ];
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  let total = 0;
  try {
    const page = await browser.newPage();
    for (const job of imageJobs()) {
      await page.setViewportSize({ width: job.width, height: job.height });
      await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">${job.svg}</body></html>`);
      const jpeg = await page.screenshot({ type: 'jpeg', quality: QUALITY });
      await writeFile(join(OUT, job.name), jpeg);
      total += jpeg.length;
      console.log(`${job.name.padEnd(32)} ${(jpeg.length / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }
  console.log(`total ${(total / 1024).toFixed(1)} KB in ${OUT}`);
}

if (isMainModule(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
