/**
 * Plain values as the Firestore REST API's typed values: string, number (integers ->
 * integerValue), boolean, null, Date (-> timestampValue), arrays and plain objects (-> mapValue).
 */

export function encodeValue(v: unknown): Record<string, unknown> {
  if (v === null) return { nullValue: null };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: v.length ? { values: v.map(encodeValue) } : {} };
  switch (typeof v) {
    case 'string':
      return { stringValue: v };
    case 'boolean':
      return { booleanValue: v };
    case 'number':
      return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
    case 'object':
      return { mapValue: { fields: encodeFields(v) } };
    default:
      throw new TypeError(`cannot store ${typeof v} in Firestore`);
  }
}

export function encodeFields(data: object): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, encodeValue(v)]));
}
