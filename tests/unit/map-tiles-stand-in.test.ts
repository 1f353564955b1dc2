import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAP_TILES_STAND_IN_LABEL, startMapTilesStandIn } from '../../scripts/stack/map-tiles-stand-in';
import type { StandIn } from '../../scripts/stack/stand-in-server';

// tests/unit/setup.ts clears Web Storage after each test; the node environment has none.
const memoryStorage = { clear: () => {} };
vi.stubGlobal('localStorage', memoryStorage);
vi.stubGlobal('sessionStorage', memoryStorage);

let standIn: StandIn;

/** Width, height, bit depth, colour type and the decoded RGB rows of a PNG (no filters: the stand-in uses none). */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  const idat: Buffer[] = [];
  let header: Buffer | null = null;
  const types: string[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    types.push(type);
    if (type === 'IHDR') header = data;
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  if (!header) throw new Error('no IHDR');
  return { types, width: header.readUInt32BE(0), height: header.readUInt32BE(4), bitDepth: header[8], colourType: header[9], rows: inflateSync(Buffer.concat(idat)) };
}

beforeAll(async () => {
  standIn = await startMapTilesStandIn({ port: 0 });
});

afterAll(async () => {
  await standIn.close();
});

describe('map tile stand-in', () => {
  it('serves a labelled 256×256 PNG at /{z}/{x}/{y}.png', async () => {
    const response = await fetch(`${standIn.url}/12/2046/1362.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-stand-in')).toBe(MAP_TILES_STAND_IN_LABEL);
    const png = readPng(Buffer.from(await response.arrayBuffer()));
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([png.width, png.height, png.bitDepth, png.colourType]).toEqual([256, 256, 8, 2]);
    expect(png.rows.length).toBe(256 * (256 * 3 + 1));
    // More than a flat colour: background, grid and the text's ink.
    expect(new Set(png.rows).size).toBeGreaterThan(4);
  });

  it('draws neighbouring tiles differently and the same tile the same', async () => {
    const bytes = async (path: string) => Buffer.from(await (await fetch(`${standIn.url}${path}`)).arrayBuffer());
    const first = await bytes('/12/2046/1362.png');
    expect((await bytes('/12/2047/1362.png')).equals(first)).toBe(false);
    expect((await bytes('/12/2046/1362.png')).equals(first)).toBe(true);
  });

  it('404s what is not a tile of the world', async () => {
    for (const path of ['/0/1/0.png', '/2/4/0.png', '/23/0/0.png', '/12/2046.png', '/12/a/1.png', '/']) {
      expect((await fetch(`${standIn.url}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${standIn.url}/0/0/0.png`)).status).toBe(200);
  });
});
