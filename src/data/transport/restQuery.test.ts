import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, mapEntryField, type FieldValue, type Operator } from './query';
import { queryTarget, structuredQuery } from './restQuery';
import type { RestValue } from './restValues';

const ROOT = 'projects/demo/databases/(default)/documents';
const LISTINGS = 'artifacts/app/public/data/room_listings';

describe('queryTarget', () => {
  it("runs a nested collection's query under its parent document", () => {
    expect(queryTarget({ path: LISTINGS })).toEqual({ parent: 'artifacts/app/public/data', collectionId: 'room_listings' });
  });

  it('runs a top-level collection and a collection group under the root', () => {
    expect(queryTarget({ path: 'essentials' })).toEqual({ parent: '', collectionId: 'essentials' });
    expect(queryTarget({ path: 'user_profile', group: true })).toEqual({ parent: '', collectionId: 'user_profile' });
  });
});

describe('structuredQuery', () => {
  it('selects the collection, or every collection of that id for a group query', () => {
    expect(structuredQuery({ path: LISTINGS }, ROOT)).toEqual({ from: [{ collectionId: 'room_listings', allDescendants: false }] });
    expect(structuredQuery({ path: 'user_profile', group: true }, ROOT)).toEqual({ from: [{ collectionId: 'user_profile', allDescendants: true }] });
  });

  const OPERATORS: [Operator, string, FieldValue | FieldValue[], RestValue][] = [
    ['==', 'EQUAL', 'Ilford', { stringValue: 'Ilford' }],
    ['!=', 'NOT_EQUAL', 'hidden', { stringValue: 'hidden' }],
    ['<', 'LESS_THAN', 900, { integerValue: '900' }],
    ['<=', 'LESS_THAN_OR_EQUAL', 900, { integerValue: '900' }],
    ['>', 'GREATER_THAN', 450.5, { doubleValue: 450.5 }],
    ['>=', 'GREATER_THAN_OR_EQUAL', 450, { integerValue: '450' }],
    ['array-contains', 'ARRAY_CONTAINS', 'u1', { stringValue: 'u1' }],
    ['in', 'IN', ['active', 'filled'], { arrayValue: { values: [{ stringValue: 'active' }, { stringValue: 'filled' }] } }],
    ['array-contains-any', 'ARRAY_CONTAINS_ANY', ['Wifi'], { arrayValue: { values: [{ stringValue: 'Wifi' }] } }],
  ];
  it.each(OPERATORS)('sends %s as a %s field filter', (op, restOp, value, encoded) => {
    expect(structuredQuery({ path: LISTINGS, where: [{ field: 'rent', op, value }] }, ROOT).where).toEqual({
      fieldFilter: { field: { fieldPath: 'rent' }, op: restOp, value: encoded },
    });
  });

  it('sends comparisons with null as unary filters', () => {
    const where = structuredQuery(
      {
        path: LISTINGS,
        where: [
          { field: 'deletedAt', op: '==', value: null },
          { field: 'availableFrom', op: '!=', value: null },
        ],
      },
      ROOT,
    ).where;
    expect(where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          { unaryFilter: { field: { fieldPath: 'deletedAt' }, op: 'IS_NULL' } },
          { unaryFilter: { field: { fieldPath: 'availableFrom' }, op: 'IS_NOT_NULL' } },
        ],
      },
    });
  });

  it('ANDs several filters, timestamps included', () => {
    const since = new Date('2026-05-01T00:00:00.000Z');
    const query = structuredQuery(
      {
        path: LISTINGS,
        where: [
          { field: 'rent', op: '>=', value: 500 },
          { field: 'rent', op: '<=', value: 900 },
          { field: 'createdAt', op: '>', value: since },
        ],
      },
      ROOT,
    );
    expect(query.where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          { fieldFilter: { field: { fieldPath: 'rent' }, op: 'GREATER_THAN_OR_EQUAL', value: { integerValue: '500' } } },
          { fieldFilter: { field: { fieldPath: 'rent' }, op: 'LESS_THAN_OR_EQUAL', value: { integerValue: '900' } } },
          { fieldFilter: { field: { fieldPath: 'createdAt' }, op: 'GREATER_THAN', value: { timestampValue: '2026-05-01T00:00:00.000Z' } } },
        ],
      },
    });
  });

  it('compares document ids as full resource names, one per id for "in"', () => {
    const query = structuredQuery({ path: 'artifacts/app/public/data/user_profiles', where: [{ field: DOCUMENT_ID, op: 'in', value: ['u1', 'u2'] }] }, ROOT);
    expect(query.where).toEqual({
      fieldFilter: {
        field: { fieldPath: '__name__' },
        op: 'IN',
        value: {
          arrayValue: {
            values: [
              { referenceValue: `${ROOT}/artifacts/app/public/data/user_profiles/u1` },
              { referenceValue: `${ROOT}/artifacts/app/public/data/user_profiles/u2` },
            ],
          },
        },
      },
    });
  });

  it('takes document paths as id values in a group query', () => {
    const query = structuredQuery({ path: 'user_profile', group: true, where: [{ field: DOCUMENT_ID, op: '==', value: 'users/u1/user_profile/main' }] }, ROOT);
    expect(query.where).toEqual({
      fieldFilter: { field: { fieldPath: '__name__' }, op: 'EQUAL', value: { referenceValue: `${ROOT}/users/u1/user_profile/main` } },
    });
  });

  it('back-quotes a map entry whose key is not a plain identifier', () => {
    const query = structuredQuery({ path: 'user_profile', group: true, where: [{ field: mapEntryField('searchTerms', '500.k9@'), op: '==', value: true }] }, ROOT);
    expect(query.where).toEqual({ fieldFilter: { field: { fieldPath: 'searchTerms.`500.k9@`' }, op: 'EQUAL', value: { booleanValue: true } } });
  });

  it('refuses a document id that is not a non-empty string', () => {
    expect(() => structuredQuery({ path: LISTINGS, where: [{ field: DOCUMENT_ID, op: '==', value: 3 }] }, ROOT)).toThrow(/non-empty strings/);
  });

  it('orders, pages after a cursor (id values as references) and limits', () => {
    const createdAt = new Date('2026-05-01T09:00:00.000Z');
    const query = structuredQuery(
      {
        path: LISTINGS,
        orderBy: [
          { field: 'createdAt', direction: 'desc' },
          { field: DOCUMENT_ID, direction: 'asc' },
        ],
        startAfter: [createdAt, 'room-9'],
        limit: 12,
      },
      ROOT,
    );
    expect(query).toEqual({
      from: [{ collectionId: 'room_listings', allDescendants: false }],
      orderBy: [
        { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
      ],
      startAt: { values: [{ timestampValue: '2026-05-01T09:00:00.000Z' }, { referenceValue: `${ROOT}/${LISTINGS}/room-9` }], before: false },
      limit: 12,
    });
  });

  it('back-quotes field path segments that are not plain identifiers', () => {
    const query = structuredQuery({ path: LISTINGS, orderBy: [{ field: 'unreadCount.user-1', direction: 'asc' }] }, ROOT);
    expect(query.orderBy).toEqual([{ field: { fieldPath: 'unreadCount.`user-1`' }, direction: 'ASCENDING' }]);
  });

  it('reads only the selected fields, and the order fields a cursor is made of', () => {
    const query = structuredQuery(
      {
        path: LISTINGS,
        orderBy: [
          { field: 'status', direction: 'asc' },
          { field: 'lastActivity', direction: 'desc' },
          { field: DOCUMENT_ID, direction: 'desc' },
        ],
        select: ['title', 'status'],
      },
      ROOT,
    );
    expect(query.select).toEqual({ fields: [{ fieldPath: 'title' }, { fieldPath: 'status' }, { fieldPath: 'lastActivity' }] });
  });

  it('does not repeat an order field that a selected map already holds', () => {
    const query = structuredQuery({ path: LISTINGS, orderBy: [{ field: 'geo.geohash', direction: 'asc' }], select: ['geo', 'rent'] }, ROOT);
    expect(query.select).toEqual({ fields: [{ fieldPath: 'geo' }, { fieldPath: 'rent' }] });
  });

  it('reads whole documents without a mask', () => {
    expect(structuredQuery({ path: LISTINGS, orderBy: [{ field: 'rent', direction: 'asc' }] }, ROOT)).not.toHaveProperty('select');
  });
});
