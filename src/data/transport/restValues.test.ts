import { describe, expect, it } from 'vitest';
import { decodeFields, decodeValue, encodeValue, toRawDoc } from './restValues';

describe('encodeValue', () => {
  it('encodes each scalar kind the queries use', () => {
    expect(encodeValue('Ilford')).toEqual({ stringValue: 'Ilford' });
    expect(encodeValue(650)).toEqual({ integerValue: '650' });
    expect(encodeValue(-3)).toEqual({ integerValue: '-3' });
    expect(encodeValue(2.5)).toEqual({ doubleValue: 2.5 });
    expect(encodeValue(true)).toEqual({ booleanValue: true });
    expect(encodeValue(null)).toEqual({ nullValue: null });
    expect(encodeValue(new Date('2026-05-01T10:20:30.456Z'))).toEqual({ timestampValue: '2026-05-01T10:20:30.456Z' });
  });

  it('sends numbers an integer cannot hold exactly as doubles, like the SDK', () => {
    expect(encodeValue(2 ** 60)).toEqual({ doubleValue: 2 ** 60 });
    expect(encodeValue(-0)).toEqual({ doubleValue: -0 });
    expect(encodeValue(Number.NaN)).toEqual({ doubleValue: 'NaN' });
    expect(encodeValue(Number.POSITIVE_INFINITY)).toEqual({ doubleValue: 'Infinity' });
  });

  it('encodes arrays element by element', () => {
    expect(encodeValue(['active', 'filled'])).toEqual({ arrayValue: { values: [{ stringValue: 'active' }, { stringValue: 'filled' }] } });
    expect(encodeValue([])).toEqual({ arrayValue: { values: [] } });
  });
});

describe('decodeValue', () => {
  it('decodes scalars', () => {
    expect(decodeValue({ nullValue: null })).toBeNull();
    expect(decodeValue({ nullValue: 'NULL_VALUE' })).toBeNull();
    expect(decodeValue({ booleanValue: false })).toBe(false);
    expect(decodeValue({ integerValue: '1200' })).toBe(1200);
    expect(decodeValue({ doubleValue: 0.75 })).toBe(0.75);
    expect(decodeValue({ stringValue: 'Double' })).toBe('Double');
    expect(decodeValue({ bytesValue: 'AAE=' })).toBe('AAE=');
    expect(decodeValue({ referenceValue: 'projects/p/databases/(default)/documents/a/b' })).toBe('projects/p/databases/(default)/documents/a/b');
  });

  it('decodes non-finite doubles sent as strings', () => {
    expect(decodeValue({ doubleValue: 'NaN' })).toBeNaN();
    expect(decodeValue({ doubleValue: 'Infinity' })).toBe(Number.POSITIVE_INFINITY);
    expect(decodeValue({ doubleValue: '-Infinity' })).toBe(Number.NEGATIVE_INFINITY);
  });

  it('decodes timestamps to Dates, dropping digits finer than a millisecond', () => {
    expect(decodeValue({ timestampValue: '2026-05-01T10:20:30.456789123Z' })).toEqual(new Date('2026-05-01T10:20:30.456Z'));
    expect(decodeValue({ timestampValue: '2026-05-01T10:20:30.5Z' })).toEqual(new Date('2026-05-01T10:20:30.500Z'));
    expect(decodeValue({ timestampValue: '2026-05-01T10:20:30Z' })).toEqual(new Date('2026-05-01T10:20:30.000Z'));
  });

  it('decodes geo points, defaulting an omitted zero coordinate', () => {
    expect(decodeValue({ geoPointValue: { latitude: 51.5, longitude: -0.1 } })).toEqual({ latitude: 51.5, longitude: -0.1 });
    expect(decodeValue({ geoPointValue: { latitude: 51.5 } })).toEqual({ latitude: 51.5, longitude: 0 });
  });

  it('decodes arrays and maps, nested, including the empty forms without values or fields', () => {
    expect(decodeValue({ arrayValue: {} })).toEqual([]);
    expect(decodeValue({ mapValue: {} })).toEqual({});
    expect(
      decodeValue({
        mapValue: {
          fields: {
            unread: { mapValue: { fields: { u1: { integerValue: '2' } } } },
            participants: { arrayValue: { values: [{ stringValue: 'u1' }, { stringValue: 'u2' }] } },
          },
        },
      }),
    ).toEqual({ unread: { u1: 2 }, participants: ['u1', 'u2'] });
  });

  it('round-trips what it encodes', () => {
    const values = ['x', 7, 7.5, false, null, new Date('2026-01-02T03:04:05.006Z')] as const;
    for (const value of values) expect(decodeValue(encodeValue(value))).toEqual(value);
  });
});

describe('toRawDoc', () => {
  it('takes the id from the last segment and the path after /documents/', () => {
    const raw = toRawDoc({
      name: 'projects/demo/databases/(default)/documents/artifacts/app/public/data/room_listings/room-1',
      fields: { rent: { integerValue: '650' }, createdAt: { timestampValue: '2026-05-01T10:00:00Z' } },
    });
    expect(raw).toEqual({
      id: 'room-1',
      path: 'artifacts/app/public/data/room_listings/room-1',
      data: { rent: 650, createdAt: new Date('2026-05-01T10:00:00Z') },
    });
  });

  it('reads a document without fields as empty data', () => {
    expect(toRawDoc({ name: 'projects/demo/databases/(default)/documents/users/u1' })).toEqual({ id: 'u1', path: 'users/u1', data: {} });
    expect(decodeFields(undefined)).toEqual({});
  });
});
