/**
 * Local stand-in for a raster map tile server (OpenStreetMap's tile.openstreetmap.org contract):
 *   GET /{z}/{x}/{y}.png  → a 256×256 PNG; 404 outside 0 ≤ x, y < 2^z, 0 ≤ z ≤ 22
 * Offline there are no map tiles, so every tile is generated: a plain land colour (alternating
 * per tile so tiles are told apart), a faint grid, and "LOCAL STAND-IN" with the tile's z/x/y.
 * No network, no map data. Every answer carries `X-Stand-In` (see stand-in-server.ts).
 *
 * Usage: tsx scripts/stack/map-tiles-stand-in.ts   env: MAP_TILES_STAND_IN_PORT (default 9320)
 * Or import { startMapTilesStandIn } (port 0 picks a free port). No dependencies.
 */
import { crc32, deflateSync } from 'node:zlib';
import { closeOnSignal, standInHeaders, startStandIn, type StandIn, type StandInOptions } from './stand-in-server';
import { isMainModule } from '../lib/isMainModule';

export const MAP_TILES_STAND_IN_LABEL = 'map tile stand-in: RoomShare UK local stack, no map data';
export const TILE_SIZE = 256;
const MAX_ZOOM = 22;
const MAX_CACHED_TILES = 512;

type Rgb = readonly [number, number, number];
const LAND: readonly [Rgb, Rgb] = [[232, 238, 228], [224, 231, 220]];
const GRID: Rgb = [208, 216, 204];
const EDGE: Rgb = [184, 194, 180];
const INK: Rgb = [112, 124, 108];
const GRID_STEP = 64;

/** 5×7 glyphs for the few characters the label uses. */
const GLYPHS: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  '/': ['00001', '00010', '00010', '00100', '01000', '01000', '10000'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
  0: ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  1: ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  2: ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  3: ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  4: ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  5: ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  6: ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  7: ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  8: ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  9: ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

function drawText(pixels: Buffer, text: string, left: number, top: number, scale: number): void {
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char] ?? [];
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) setPixel(pixels, left + (index * 6 + gx) * scale + dx, top + gy * scale + dy, INK);
        }
      });
    });
  });
}

function setPixel(pixels: Buffer, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= TILE_SIZE || y >= TILE_SIZE) return;
  const offset = (y * TILE_SIZE + x) * 3;
  pixels[offset] = r;
  pixels[offset + 1] = g;
  pixels[offset + 2] = b;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An RGB PNG of `pixels` (TILE_SIZE² × 3 bytes). */
function encodePng(pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc(TILE_SIZE * (TILE_SIZE * 3 + 1));
  for (let y = 0; y < TILE_SIZE; y++) pixels.copy(rows, y * (TILE_SIZE * 3 + 1) + 1, y * TILE_SIZE * 3, (y + 1) * TILE_SIZE * 3);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The PNG of tile z/x/y. */
export function renderTile(z: number, x: number, y: number): Buffer {
  const pixels = Buffer.alloc(TILE_SIZE * TILE_SIZE * 3);
  const land = LAND[(x + y) % 2 === 0 ? 0 : 1];
  for (let py = 0; py < TILE_SIZE; py++) {
    for (let px = 0; px < TILE_SIZE; px++) {
      const edge = px === 0 || py === 0;
      const grid = px % GRID_STEP === 0 || py % GRID_STEP === 0;
      setPixel(pixels, px, py, edge ? EDGE : grid ? GRID : land);
    }
  }
  drawText(pixels, 'LOCAL STAND-IN', 12, 12, 2);
  drawText(pixels, `${z}/${x}/${y}`, 12, 34, 2);
  return encodePng(pixels);
}

/** [z, x, y] of a tile path, or null when it is not one. */
export function parseTilePath(path: string): [number, number, number] | null {
  const match = /^\/(\d{1,2})\/(\d{1,8})\/(\d{1,8})\.png$/.exec(path);
  if (!match) return null;
  const [z = 0, x = 0, y = 0] = match.slice(1).map(Number);
  const size = 2 ** z;
  return z <= MAX_ZOOM && x < size && y < size ? [z, x, y] : null;
}

/** Starts the stand-in; port 0 picks a free port. */
export function startMapTilesStandIn({ port = 9320, host = '127.0.0.1' }: StandInOptions = {}): Promise<StandIn> {
  const headers = standInHeaders(MAP_TILES_STAND_IN_LABEL);
  const cache = new Map<string, Buffer>();
  return startStandIn(
    (req, res, url) => {
      const tile = req.method === 'GET' ? parseTilePath(url.pathname) : null;
      if (!tile) {
        res.writeHead(req.method === 'OPTIONS' ? 204 : 404, { ...headers, 'Content-Type': 'text/plain' });
        res.end(req.method === 'OPTIONS' ? '' : 'Not a tile: use /{z}/{x}/{y}.png');
        return;
      }
      const key = tile.join('/');
      let png = cache.get(key);
      if (!png) {
        png = renderTile(...tile);
        const oldest = cache.keys().next().value;
        if (cache.size >= MAX_CACHED_TILES && oldest !== undefined) cache.delete(oldest);
        cache.set(key, png);
      }
      res.writeHead(200, { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(png.length), 'Cache-Control': 'public, max-age=3600' });
      res.end(png);
    },
    { port, host },
  );
}

if (isMainModule(import.meta.url)) {
  const standIn = await startMapTilesStandIn({ port: Number(process.env.MAP_TILES_STAND_IN_PORT || 9320) });
  console.log(`Map tile stand-in (generated tiles, no map data) listening on ${standIn.url}/{z}/{x}/{y}.png`);
  closeOnSignal(standIn);
}
