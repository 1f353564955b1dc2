import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, buildConstraints, cursorOf, fieldSegments, mapEntryField, withTotalOrder, type ConstraintSdk, type QuerySpec } from './query';

const base: QuerySpec = {
  path: 'artifacts/a/public/data/room_listings',
  where: [{ field: 'status', op: 'in', value: ['active', 'filled'] }],
  orderBy: [
    { field: 'status', direction: 'asc' },
    { field: 'lastActivity', direction: 'desc' },
  ],
  limit: 12,
};

describe('withTotalOrder', () => {
  it('ends the order with the document id in the last direction, so the cursor names one document', () => {
    const spec = withTotalOrder(base);
    expect(spec.orderBy?.at(-1)).toEqual({ field: DOCUMENT_ID, direction: 'desc' });
    const at = new Date('2026-11-01T10:00:00Z');
    expect(cursorOf(spec, { id: 'room-7', path: 'x/room-7', data: { status: 'active', lastActivity: at } })).toEqual(['active', at, 'room-7']);
  });

  it('reads a cursor value inside a map (a distance search orders by geo.geohash)', () => {
    const spec = withTotalOrder({ path: 'rooms', orderBy: [{ field: 'geo.geohash', direction: 'asc' }], limit: 12 });
    expect(cursorOf(spec, { id: 'room-7', path: 'x/room-7', data: { geo: { lat: 51.5, lng: -0.1, geohash: 'gcpvj0e5bf' } } })).toEqual(['gcpvj0e5bf', 'room-7']);
  });

  it('spells out the range fields Firestore orders by implicitly (field-name order), before the id', () => {
    const spec = withTotalOrder({
      ...base,
      where: [...(base.where ?? []), { field: 'rent', op: '<=', value: 900 }, { field: 'availableFrom', op: '<=', value: '2026-12-01' }],
    });
    expect(spec.orderBy?.map((order) => order.field)).toEqual(['status', 'lastActivity', 'availableFrom', 'rent', DOCUMENT_ID]);
  });

  it('leaves a spec that already orders by the id as it is', () => {
    const ordered = { ...base, orderBy: [{ field: 'createdAt', direction: 'asc' as const }, { field: DOCUMENT_ID, direction: 'asc' as const }] };
    expect(withTotalOrder(ordered)).toBe(ordered);
  });
});

describe('map entry fields', () => {
  it('keeps a key with dots, back-quotes and backslashes as one segment', () => {
    for (const key of ['500.k9@', 'a`b', 'c\\d', 'plain']) {
      expect(fieldSegments(mapEntryField('searchTerms', key))).toEqual(['searchTerms', key]);
    }
  });

  it('splits plain dotted paths', () => {
    expect(fieldSegments('ownerVerified.phone')).toEqual(['ownerVerified', 'phone']);
  });
});

describe('listener constraints', () => {
  class SegmentPath {
    readonly segments: string[];
    constructor(...segments: string[]) {
      this.segments = segments;
    }
  }
  const sdk: ConstraintSdk<string, SegmentPath> = {
    where: (field, op) => `where ${String(field)} ${op}`,
    orderBy: (field, direction) => `orderBy ${String(field)} ${direction ?? 'asc'}`,
    startAfter: (...values) => `startAfter ${values.length}`,
    limit: (count) => `limit ${count}`,
    documentId: () => new SegmentPath('__name__'),
    FieldPath: SegmentPath,
    Timestamp: { fromDate: (date) => date },
  };

  it('builds the same query a one-shot read runs', () => {
    expect(buildConstraints(sdk, base)).toEqual(['where status in', 'orderBy status asc', 'orderBy lastActivity desc', 'limit 12']);
  });

  it('refuses a field mask: a listener would keep whole documents the list never asked for', () => {
    expect(() => buildConstraints(sdk, { ...base, select: ['title'] })).toThrow(/field mask/);
  });
});
