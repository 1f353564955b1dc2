/**
 * Generates the small, deterministic SVG illustrations of the guide pages (one per attraction
 * and per tour) into public/images/guides/. The pages must not load remote images (offline tests,
 * no broken images), so every card image is a committed local file made here.
 *
 * The names come from the content modules themselves, so the files and the content can never
 * drift apart. Run: npx tsx scripts/generate-guide-illustrations.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { attractions } from '../src/features/guides/content/attractions';
import { tours } from '../src/features/guides/content/tours';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public');

interface Illustration {
  name: string;
  url: string;
  kind: 'city' | 'country';
}

const entries: Illustration[] = [
  ...attractions.map((a): Illustration => ({ name: a.name, url: a.imageUrl, kind: 'city' })),
  ...tours.map((t): Illustration => ({ name: t.title, url: t.imageUrl, kind: 'country' })),
];

/** FNV-1a: a stable 32-bit hash, so the same name always gives the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function rng(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10000) / 10000;
  };
}

const PALETTES: [string, string, string, string][] = [
  ['#fde68a', '#fb923c', '#9a3412', '#7c2d12'],
  ['#bae6fd', '#38bdf8', '#075985', '#0c4a6e'],
  ['#fecaca', '#f472b6', '#9d174d', '#500724'],
  ['#bbf7d0', '#34d399', '#065f46', '#064e3b'],
  ['#ddd6fe', '#a78bfa', '#5b21b6', '#2e1065'],
  ['#fed7aa', '#f59e0b', '#92400e', '#451a03'],
  ['#c7d2fe', '#818cf8', '#3730a3', '#1e1b4b'],
  ['#99f6e4', '#2dd4bf', '#115e59', '#042f2e'],
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a name into at most two lines of about 24 characters. */
function lines(name: string): string[] {
  if (name.length <= 24) return [name];
  const words = name.split(' ');
  let first = '';
  while (words.length && `${first} ${words[0]}`.trim().length <= 24) first = `${first} ${words.shift()}`.trim();
  return [first, words.join(' ')];
}

function skyline(random: () => number, color: string): string {
  const blocks: string[] = [];
  const roofs: string[] = [];
  let x = 0;
  while (x < 400) {
    const w = 18 + Math.round(random() * 34);
    const h = 40 + Math.round(random() * 90);
    blocks.push(`<rect x="${x}" y="${180 - h}" width="${w}" height="${h + 10}"/>`);
    if (random() > 0.65) {
      const peak = 12 + Math.round(random() * 20);
      roofs.push(`<path d="M${x} ${180 - h}l${w / 2} -${peak}l${w / 2} ${peak}z"/>`);
    }
    x += w + Math.round(random() * 6);
  }
  const body = blocks.join('');
  // Second pass of the same blocks filled with a window pattern.
  return `<g fill="${color}">${body}${roofs.join('')}</g><g fill="url(#w)">${body}</g>`;
}

function hills(random: () => number, near: string, far: string): string {
  const a = 110 + Math.round(random() * 40);
  const b = 90 + Math.round(random() * 50);
  const c = 130 + Math.round(random() * 30);
  return (
    `<path fill="${far}" d="M0 ${c}Q100 ${a - 40} 200 ${b}T400 ${a}V250H0z"/>` +
    `<path fill="${near}" d="M0 ${c + 30}Q120 ${b} 240 ${c + 10}T400 ${b + 40}V250H0z"/>`
  );
}

function svgFor({ name, kind }: Illustration): string {
  const seed = hash(name);
  const random = rng(seed);
  const palette = PALETTES[seed % PALETTES.length];
  if (!palette) throw new Error('no palette');
  const [sky1, sky2, near, far] = palette;
  const sunX = 60 + Math.round(random() * 280);
  const cloudX = (sunX + 150 + Math.round(random() * 60)) % 360 + 20;
  const scene = kind === 'city' ? skyline(random, far) : hills(random, far, near);
  const text = lines(name)
    .map((line, i, all) => `<text x="200" y="${all.length === 1 ? 222 : 210 + i * 22}">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" width="400" height="250" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient>` +
    `<pattern id="w" width="10" height="14" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="4" height="6" fill="${sky1}" opacity=".45"/></pattern></defs>` +
    `<rect width="400" height="250" fill="url(#s)"/>` +
    `<circle cx="${sunX}" cy="60" r="26" fill="#fff7ed" opacity=".85"/>` +
    `<g fill="#fff" opacity=".7"><ellipse cx="${cloudX}" cy="42" rx="34" ry="10"/><ellipse cx="${cloudX + 18}" cy="34" rx="18" ry="10"/></g>` +
    scene +
    `<rect y="188" width="400" height="62" fill="#0f172a" opacity=".78"/>` +
    `<g fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="19" font-weight="600" text-anchor="middle">${text}</g>` +
    `</svg>\n`
  );
}

let bytes = 0;
for (const entry of entries) {
  const file = join(outDir, entry.url);
  mkdirSync(dirname(file), { recursive: true });
  const svg = svgFor(entry);
  bytes += Buffer.byteLength(svg);
  writeFileSync(file, svg);
}
console.log(`Wrote ${entries.length} illustrations (${(bytes / 1024).toFixed(1)} KB) to public/images/guides/`);
