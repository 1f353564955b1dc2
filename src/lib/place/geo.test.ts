import { describe, expect, it } from 'vitest';
import {
  GEOHASH_LENGTH,
  RADIUS_OPTIONS_KM,
  areaPoint,
  distanceKm,
  formatDistanceKm,
  geohashFor,
  geohashInRanges,
  geohashRangesFor,
  nearestWithin,
  snapToAreaGrid,
  type LatLng,
} from './geo';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** The lat/lng box of a geohash cell (standard decoding: bits alternate lng, lat). */
function cellBox(hash: string): { south: number; north: number; west: number; east: number } {
  let [south, north, west, east] = [-90, 90, -180, 180];
  let lngBit = true;
  for (const char of hash) {
    const value = BASE32.indexOf(char);
    for (let bit = 4; bit >= 0; bit--) {
      const on = ((value >> bit) & 1) === 1;
      if (lngBit) {
        const mid = (west + east) / 2;
        if (on) west = mid;
        else east = mid;
      } else {
        const mid = (south + north) / 2;
        if (on) south = mid;
        else north = mid;
      }
      lngBit = !lngBit;
    }
  }
  return { south, north, west, east };
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so a failure is reproducible. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const METRES_PER_DEGREE = 111_320;

/** The point `km` away from `centre` on `bearing` degrees (flat approximation, fine under 10 km). */
function offset(centre: LatLng, km: number, bearing: number): LatLng {
  const radians = (bearing * Math.PI) / 180;
  const dLat = (km * 1000 * Math.cos(radians)) / METRES_PER_DEGREE;
  const dLng = (km * 1000 * Math.sin(radians)) / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: centre.lat + dLat, lng: centre.lng + dLng };
}

/** Points inside the circle: random ones, rings out to its very edge, and both sides of every cell edge. */
function pointsInside(centre: LatLng, radiusKm: number, rangePrefixes: string[]): LatLng[] {
  const random = seeded(Math.round(centre.lat * 1000 + radiusKm));
  const candidates: LatLng[] = [];
  for (let i = 0; i < 2000; i++) candidates.push(offset(centre, radiusKm * Math.sqrt(random()), random() * 360));
  for (const fraction of [0.5, 0.9, 0.99, 0.999]) {
    for (let bearing = 0; bearing < 360; bearing += 2) candidates.push(offset(centre, radiusKm * fraction, bearing));
  }
  const epsilon = 1e-9;
  for (const prefix of rangePrefixes) {
    const box = cellBox(prefix);
    for (let step = 0; step <= 50; step++) {
      const lat = box.south + ((box.north - box.south) * step) / 50;
      const lng = box.west + ((box.east - box.west) * step) / 50;
      for (const edgeLng of [box.west, box.east]) for (const side of [-epsilon, epsilon]) candidates.push({ lat, lng: edgeLng + side });
      for (const edgeLat of [box.south, box.north]) for (const side of [-epsilon, epsilon]) candidates.push({ lat: edgeLat + side, lng });
    }
  }
  return candidates.filter((point) => distanceKm(centre, point) <= radiusKm);
}

const CENTRES: Record<string, LatLng> = {
  'UCL (central London)': { lat: 51.5246, lng: -0.134 },
  'Greenwich (on the meridian: longitudes change sign)': { lat: 51.4826, lng: 0.0 },
  'Edinburgh (further north: narrower longitude cells)': { lat: 55.9445, lng: -3.1892 },
  "Queen's Belfast (far west)": { lat: 54.5844, lng: -5.9343 },
  'Canary Wharf': { lat: 51.505, lng: -0.0235 },
};

describe('geohash ranges cover the whole circle', () => {
  for (const [name, centre] of Object.entries(CENTRES)) {
    for (const radiusKm of RADIUS_OPTIONS_KM) {
      it(`${name}, ${radiusKm} km: every point inside the radius has a geohash in one of the ranges`, () => {
        const ranges = geohashRangesFor(centre, radiusKm);
        expect(ranges.length).toBeGreaterThan(0);
        expect(ranges.length).toBeLessThanOrEqual(9);
        const points = pointsInside(centre, radiusKm, ranges.map(([start]) => start));
        expect(points.length).toBeGreaterThan(2000);
        const missed = points.filter((point) => !geohashInRanges(geohashFor(point), ranges));
        expect({ missed: missed.length, examples: missed.slice(0, 3) }).toEqual({ missed: 0, examples: [] });
      });
    }
  }

  it('leaves out points well outside every range', () => {
    const ucl = CENTRES['UCL (central London)'] as LatLng;
    const ranges = geohashRangesFor(ucl, 1);
    expect(geohashInRanges(geohashFor({ lat: 53.4668, lng: -2.2339 }), ranges)).toBe(false);
  });
});

describe('geohashFor', () => {
  it('gives a geohash of the stored length', () => {
    const hash = geohashFor({ lat: 51.5246, lng: -0.134 });
    expect(hash).toHaveLength(GEOHASH_LENGTH);
    expect(hash).toMatch(/^gcpv/);
  });
});

describe('distance', () => {
  it('measures great-circle km', () => {
    // One degree of latitude is about 111.2 km; UCL to King's College Strand is about 1.6 km.
    expect(distanceKm({ lat: 51, lng: 0 }, { lat: 52, lng: 0 })).toBeCloseTo(111.2, 0);
    expect(distanceKm({ lat: 51.5246, lng: -0.134 }, { lat: 51.5115, lng: -0.116 })).toBeGreaterThan(1.5);
    expect(distanceKm({ lat: 51.5246, lng: -0.134 }, { lat: 51.5115, lng: -0.116 })).toBeLessThan(2);
  });

  it('keeps the items within the radius, nearest first, and skips items without a point', () => {
    const ucl = { lat: 51.5246, lng: -0.134 };
    const rooms = [
      { id: 'east-ham', point: { lat: 51.5352, lng: 0.0532 } },
      { id: 'no-geo', point: null },
      { id: 'bloomsbury', point: { lat: 51.5226, lng: -0.1243 } },
      { id: 'manchester', point: { lat: 53.4668, lng: -2.2339 } },
      { id: 'strand', point: { lat: 51.5115, lng: -0.116 } },
    ];
    const near = nearestWithin(rooms, ucl, 3, (room) => room.point);
    expect(near.map((entry) => entry.item.id)).toEqual(['bloomsbury', 'strand']);
    expect(near[0]?.distanceKm).toBeLessThan(near[1]?.distanceKm ?? 0);
    expect(nearestWithin(rooms, ucl, 15, (room) => room.point).map((entry) => entry.item.id)).toEqual(['bloomsbury', 'strand', 'east-ham']);
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [2.1, '2.1 km'],
    [2.14, '2.1 km'],
    [2.16, '2.2 km'],
    [0.04, '0.1 km'],
    [0, '0.1 km'],
    [0.5, '0.5 km'],
    [9.94, '9.9 km'],
    [9.96, '10 km'],
    [12.4, '12 km'],
    [1234.5, '1,235 km'],
  ])('%d km reads %j', (km, text) => {
    expect(formatDistanceKm(km)).toBe(text);
  });
});

describe('area precision', () => {
  it('snaps a full postcode point to a 100 m grid: within ~71 m, same square same point', () => {
    const postcode = { lat: 51.535213, lng: 0.053127 };
    const snapped = snapToAreaGrid(postcode);
    expect(distanceKm(postcode, snapped) * 1000).toBeLessThanOrEqual(71);
    expect(snapToAreaGrid({ lat: postcode.lat + 0.0001, lng: postcode.lng - 0.0001 })).toEqual(snapped);
    expect(areaPoint(postcode, 'postcode')).toEqual(snapped);
  });

  it('never moves a point more than half the grid diagonal, anywhere in the UK', () => {
    const random = seeded(7);
    for (let i = 0; i < 500; i++) {
      const point = { lat: 50 + random() * 8.7, lng: -8 + random() * 9.8 };
      expect(distanceKm(point, snapToAreaGrid(point)) * 1000).toBeLessThanOrEqual(71);
    }
  });

  it('keeps an outward code centroid as it is', () => {
    const centroid = { lat: 51.53534, lng: 0.05307 };
    expect(areaPoint(centroid, 'outcode')).toEqual(centroid);
  });
});
