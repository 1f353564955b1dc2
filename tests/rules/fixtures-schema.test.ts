/**
 * The legitimate twins every attack here differs from are documents the schema (src/schema)
 * accepts: a fixture that drifted from it would make an attack pass for the wrong reason.
 */
import { describe, expect, it } from 'vitest';
import { ROOM_TYPES } from '../../src/data/collections/roomListings';
import { storedProblems } from '../../src/schema/stored';
import { POST_CONTACT_SCHEMA, ROOM_LISTING_SCHEMA, ROOMMATE_REQUEST_SCHEMA } from '../../src/schema/posts';
import { PRIVATE_PROFILE_SCHEMA, PUBLIC_PROFILE_SCHEMA } from '../../src/schema/profiles';
import { contactDoc, listingDoc, OWNER, privateProfileDoc, publicProfileDoc, requestDoc } from './support/fixtures';

describe('rules fixtures', () => {
  it.each([
    ['a listing', ROOM_LISTING_SCHEMA, listingDoc(OWNER)],
    ["a post's contact", POST_CONTACT_SCHEMA, contactDoc(OWNER)],
    ['a roommate request', ROOMMATE_REQUEST_SCHEMA, requestDoc(OWNER)],
    ['a private profile', PRIVATE_PROFILE_SCHEMA, privateProfileDoc(OWNER)],
    ['a public profile', PUBLIC_PROFILE_SCHEMA, publicProfileDoc(OWNER)],
  ])('%s is a document its schema accepts', (_name, schema, document) => {
    expect(storedProblems(schema, document)).toEqual([]);
  });

  it('a fixture with an override the schema refuses is reported', () => {
    expect(storedProblems(ROOM_LISTING_SCHEMA, listingDoc(OWNER, { roomType: 'Castle', colour: 'blue' }))).toEqual([
      `roomType: not one of ${ROOM_TYPES.join(', ')}`,
      'colour: not a field of isValidListing',
    ]);
  });
});
