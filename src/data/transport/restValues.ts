/**
 * Firestore REST `Value` JSON ⇄ plain values. Decoded timestamps are `Date`s, which the
 * converters accept like the SDK's `Timestamp`s (`toDate` in ../collections/documents).
 */
import type { FieldValue } from './query';
import type { RawDoc } from '../collections/documents';

export type RestValue =
  | { nullValue: null | 'NULL_VALUE' }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

export interface RestDocument {
  /** Full resource name: projects/{p}/databases/{d}/documents/{path}. */
  name: string;
  fields?: Record<string, RestValue>;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export type DecodedValue = null | boolean | number | string | Date | GeoPoint | DecodedValue[] | { [field: string]: DecodedValue };

export function encodeValue(value: FieldValue | FieldValue[]): RestValue {
  if (Array.isArray(value)) return { arrayValue: { values: value.map((item) => encodeValue(item)) } };
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  // Like the SDK: safe integers as integerValue (a decimal string), everything else as a double.
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return { integerValue: String(value) };
  return { doubleValue: Number.isFinite(value) ? value : String(value) };
}

/** Parses an RFC 3339 timestamp; Date keeps milliseconds only, so finer digits are dropped first. */
function parseTimestamp(text: string): Date {
  return new Date(text.replace(/(\.\d{3})\d+/, '$1'));
}

export function decodeValue(value: RestValue): DecodedValue {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  // Non-finite doubles arrive as the strings "NaN", "Infinity" and "-Infinity".
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return parseTimestamp(value.timestampValue);
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields);
  return null; // a kind this reader does not know yet: read as absent rather than fail the page
}

export function decodeFields(fields: Record<string, RestValue> | undefined): { [field: string]: DecodedValue } {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, decodeValue(value)]));
}

export function toRawDoc(document: RestDocument): RawDoc {
  const path = document.name.slice(document.name.indexOf('/documents/') + '/documents/'.length);
  return { id: path.slice(path.lastIndexOf('/') + 1), path, data: decodeFields(document.fields) };
}
