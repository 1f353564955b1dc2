/**
 * Renders the PWA icons (public/icons/*.png) and the social card (public/og-image.jpg) from
 * public/favicon.svg with Debian's Chromium. Run once after changing the logo; outputs are committed.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'] });
const page = await browser.newPage();

async function render(file: string, width: number, height: number, html: string): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`);
  const jpeg = file.endsWith('.jpg');
  await page.screenshot({ path: new URL(`../public/${file}`, import.meta.url).pathname, type: jpeg ? 'jpeg' : 'png', ...(jpeg ? { quality: 80 } : {}) });
}

const icon = (size: number, padding = 0) =>
  `<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:#c2410c">` +
  `<div style="width:${size - padding * 2}px;height:${size - padding * 2}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></div>`;

await render('icons/icon-192.png', 192, 192, icon(192));
await render('icons/icon-512.png', 512, 512, icon(512));
// Maskable: the logo inside the 80% safe zone on a full-bleed background.
await render('icons/maskable-512.png', 512, 512, icon(512, 64));
await render('icons/apple-touch-icon.png', 180, 180, icon(180, 12));
await render(
  'og-image.jpg',
  1200,
  630,
  `<div style="width:1200px;height:630px;display:flex;align-items:center;gap:48px;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#fff7ed,#fed7aa);font-family:sans-serif">
     <div style="width:220px;height:220px;flex:none">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
     <div><div style="font-size:76px;font-weight:800;color:#0f172a">RoomShare UK</div>
     <div style="font-size:38px;color:#7c2d12;margin-top:16px">Rooms &amp; flatmates for Indians in the UK</div></div></div>`,
);
await browser.close();
console.log('Icons written to public/icons and public/og-image.jpg');
