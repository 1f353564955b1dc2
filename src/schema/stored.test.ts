import { describe, expect, it } from 'vitest';
import { maxLengthOf, storedDocument, storedFields } from './stored';
import { POST_CONTACT_SCHEMA, ROOM_LISTING_SCHEMA } from './posts';

// The `@ts-expect-error` lines are the test: `npm test`'s typecheck fails if any of them compiles.
describe('typed write payloads', () => {
  it('takes a whole document holding the required fields and returns it unchanged', () => {
    const contact = { phoneNumber: '+447700900123', userId: 'u1' };
    expect(storedDocument(POST_CONTACT_SCHEMA, contact)).toBe(contact);
  });

  it('refuses, when it compiles, a field the schema does not name or a missing required one', () => {
    // @ts-expect-error `phone` is not a field of isValidContact
    storedDocument(POST_CONTACT_SCHEMA, { phoneNumber: '+447700900123', userId: 'u1', phone: 'x' });
    // @ts-expect-error `userId` is required
    storedDocument(POST_CONTACT_SCHEMA, { phoneNumber: '+447700900123' });
    const spread = { rent: 650, colour: 'blue' };
    // @ts-expect-error an unknown field arriving through a spread is caught too
    storedFields(ROOM_LISTING_SCHEMA, { ...spread, title: 'A room' });
    expect(storedFields(ROOM_LISTING_SCHEMA, { rent: 650, title: 'A room' })).toEqual({ rent: 650, title: 'A room' });
  });

  it('gives a text field its bound', () => {
    expect(maxLengthOf(ROOM_LISTING_SCHEMA, 'title')).toBe(120);
  });
});
