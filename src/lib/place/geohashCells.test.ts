import { describe, expect, it } from 'vitest';
import { distanceKm, geohashFor, type LatLng } from './geo';
import { cellBox, cellMinDistanceKm, cellsCovering, childCells, startLengthFor } from './geohashCells';

const UCL = { lat: 51.5246, lng: -0.134 };

/** Points of the cell's box on a grid, edges included. */
function gridOf(prefix: string, steps = 24): LatLng[] {
  const box = cellBox(prefix);
  const points: LatLng[] = [];
  for (let i = 0; i <= steps; i += 1) {
    for (let j = 0; j <= steps; j += 1) points.push({ lat: box.south + ((box.north - box.south) * i) / steps, lng: box.west + ((box.east - box.west) * j) / steps });
  }
  return points;
}

describe('cellBox', () => {
  it('holds every point whose geohash starts with the prefix', () => {
    for (const point of [UCL, { lat: 53.4808, lng: -2.2426 }, { lat: -33.86, lng: 151.21 }]) {
      const geohash = geohashFor(point);
      for (let length = 1; length <= geohash.length; length += 1) {
        const box = cellBox(geohash.slice(0, length));
        expect(point.lat).toBeGreaterThanOrEqual(box.south);
        expect(point.lat).toBeLessThanOrEqual(box.north);
        expect(point.lng).toBeGreaterThanOrEqual(box.west);
        expect(point.lng).toBeLessThanOrEqual(box.east);
      }
    }
  });

  it('knows the standard boxes ("gcpv": 39 × 20 km over London) and refuses other letters', () => {
    expect(cellBox('gcpv')).toEqual({ south: 51.50390625, north: 51.6796875, west: -0.3515625, east: 0 });
    expect(() => cellBox('gcpa')).toThrow();
  });
});

describe('cellMinDistanceKm', () => {
  it('is 0 for the cell holding the centre and its parents', () => {
    const geohash = geohashFor(UCL);
    for (let length = 1; length <= 10; length += 1) expect(cellMinDistanceKm(geohash.slice(0, length), UCL)).toBe(0);
  });

  it('is the distance to the nearest point of the cell: never more than any point of it, and reached on its edge', () => {
    // Cells around UCL at three sizes, on every side (the corners and the meridian edges are the hard cases).
    for (const prefix of [...childCells('gcpv'), ...childCells('gcpvj'), ...childCells('gcpu'), 'u10h', 'gcpy', 'gcr']) {
      const bound = cellMinDistanceKm(prefix, UCL);
      const nearest = Math.min(...gridOf(prefix, 60).map((point) => distanceKm(UCL, point)));
      expect(bound).toBeLessThanOrEqual(nearest);
      // The grid's nearest point is within one grid step of the true nearest one.
      const box = cellBox(prefix);
      const step = distanceKm({ lat: box.south, lng: box.west }, { lat: box.north, lng: box.east }) / 60;
      expect(nearest - bound).toBeLessThanOrEqual(step);
    }
  });

  it('finds the nearest point of a meridian edge away from the centre\'s latitude (far cells)', () => {
    // A tall cell far east of the centre: its nearest point is poleward of the centre's latitude.
    const centre = { lat: 60, lng: 0 };
    const bound = cellMinDistanceKm('v', centre);
    const edge = Math.min(...Array.from({ length: 4001 }, (_, i) => distanceKm(centre, { lat: 45 + (45 * i) / 4000, lng: 45 })));
    expect(bound).toBeLessThanOrEqual(edge);
    expect(edge - bound).toBeLessThan(1);
    expect(bound).toBeLessThan(distanceKm(centre, { lat: 60, lng: 45 }) - 100);
  });
});

describe('cellsCovering and startLengthFor', () => {
  it('starts with cells about as tall as the radius', () => {
    expect(startLengthFor(1)).toBe(5);
    expect(startLengthFor(3)).toBe(5);
    expect(startLengthFor(10)).toBe(4);
  });

  it('covers every point within the radius, nearest cell first, and no cell beyond it', () => {
    for (const radiusKm of [1, 3, 10]) {
      const cells = cellsCovering(UCL, radiusKm, startLengthFor(radiusKm));
      expect(cells.map((cell) => cell.minKm)).toEqual([...cells.map((cell) => cell.minKm)].sort((a, b) => a - b));
      expect(cells.every((cell) => cell.minKm <= radiusKm)).toBe(true);
      for (let i = 0; i < 500; i += 1) {
        const angle = (i * 2.399963) % (2 * Math.PI);
        const r = radiusKm * Math.sqrt((i + 0.5) / 500);
        const point = { lat: UCL.lat + (r * Math.sin(angle)) / 111.32, lng: UCL.lng + (r * Math.cos(angle)) / (111.32 * Math.cos((UCL.lat * Math.PI) / 180)) };
        if (distanceKm(UCL, point) > radiusKm) continue;
        expect(cells.some((cell) => geohashFor(point).startsWith(cell.prefix))).toBe(true);
      }
    }
  });
});
