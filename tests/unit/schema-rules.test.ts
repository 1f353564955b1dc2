/** firestore.rules and the valibot schemas (src/schema) state the same keys, bounds and enums. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISION_DATA_SCHEMA, MAIL_TEMPLATE_SCHEMA, MAIL_USER_SCHEMA, NEW_MESSAGE_DATA_SCHEMA, NOTIFICATION_SETTINGS_SCHEMA, VIEWING_MAIL_DATA_SCHEMA } from '@/schema/mail';
import { POST_CONTACT_SCHEMA, ROOM_LISTING_SCHEMA, ROOMMATE_REQUEST_SCHEMA } from '@/schema/posts';
import { AUDIT_ENTRY_SCHEMA } from '@/schema/audit';
import { HOUSEHOLD_SCHEMA, NEED_SET_SCHEMA, SEEKER_SELF_SCHEMA } from '@/schema/household';
import { PRIVATE_PROFILE_SCHEMA, PUBLIC_PROFILE_SCHEMA } from '@/schema/profiles';
import { VIEWING_ADDRESS_SCHEMA, VIEWING_COUNTS_SCHEMA, VIEWING_MEETING_SCHEMA, VIEWING_REGISTRY_SCHEMA, VIEWING_SLOT_SCHEMA } from '@/schema/viewings';
import * as v from 'valibot';
import { collection, text, unchecked } from '@/schema/fields';
import { rulesFunctionOf } from '@/schema/stored';
import { schemaDifferences } from '@/testing/rulesSchemaParity';

const RULES = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');
const SCHEMAS = [
  ROOM_LISTING_SCHEMA,
  ROOMMATE_REQUEST_SCHEMA,
  POST_CONTACT_SCHEMA,
  PRIVATE_PROFILE_SCHEMA,
  PUBLIC_PROFILE_SCHEMA,
  NOTIFICATION_SETTINGS_SCHEMA,
  MAIL_USER_SCHEMA,
  MAIL_TEMPLATE_SCHEMA,
  NEW_MESSAGE_DATA_SCHEMA,
  DECISION_DATA_SCHEMA,
  VIEWING_MAIL_DATA_SCHEMA,
  AUDIT_ENTRY_SCHEMA,
  VIEWING_SLOT_SCHEMA,
  VIEWING_MEETING_SCHEMA,
  VIEWING_ADDRESS_SCHEMA,
  VIEWING_REGISTRY_SCHEMA,
  VIEWING_COUNTS_SCHEMA,
  HOUSEHOLD_SCHEMA,
  NEED_SET_SCHEMA,
  SEEKER_SELF_SCHEMA,
];

describe('firestore.rules against the schema', () => {
  it.each(SCHEMAS.map((schema) => [rulesFunctionOf(schema), schema] as const))('%s agrees with its schema', (_, schema) => {
    expect(schemaDifferences(RULES, schema)).toEqual([]);
  });

  it('notices one enum value removed from the rules', () => {
    const withoutBalcony = RULES.replace(/,\s*'Balcony'\]/, ']');
    expect(withoutBalcony).not.toBe(RULES);
    expect(schemaDifferences(withoutBalcony, ROOM_LISTING_SCHEMA)).toEqual([expect.stringMatching(/^amenities: the schema says .*Balcony/)]);
  });

  it('reads an enum written as a pattern, and notices a value removed from it', () => {
    const withoutStudio = RULES.replaceAll("d.roomType.matches('Single|Double|En-suite|Studio|Shared')", "d.roomType.matches('Single|Double|En-suite|Shared')");
    expect(withoutStudio).not.toBe(RULES);
    expect(schemaDifferences(withoutStudio, ROOM_LISTING_SCHEMA)).toEqual([expect.stringMatching(/^roomType: the schema says .*Studio/)]);
  });

  it('notices a viewing slot’s length or a shared address’s bound changed in the rules only', () => {
    const changed = RULES.replace('d.minutes <= 60', 'd.minutes <= 90').replace('isNonBlank(d.text, 200)', 'isNonBlank(d.text, 2000)');
    expect(schemaDifferences(changed, VIEWING_SLOT_SCHEMA)).toEqual([expect.stringMatching(/^minutes: the schema says .*"max":60/)]);
    expect(schemaDifferences(changed, VIEWING_ADDRESS_SCHEMA)).toEqual([expect.stringMatching(/^text: the schema says .*"max":200/)]);
  });

  it('notices a schema check that no rules helper states', () => {
    const withEmail = collection('isValidContact', { phoneNumber: v.pipe(text(1, 30), v.email()), ...unchecked(['userId']) });
    expect(schemaDifferences(RULES, withEmail)).toEqual([expect.stringMatching(/^phoneNumber: the schema says .*"unknown"/)]);
  });

  it('notices a bound changed, a key added and a check the schema does not describe', () => {
    const changed = RULES.replace('isNonBlank(d.title, 120)', 'isNonBlank(d.title, 200)')
      .replace('hasShape(d, requiredListingKeys(), [', "hasShape(d, requiredListingKeys(), ['extra', ")
      .replace('&& isText(d.contactMethod, 0, 20)', '&& isText(d.contactMethod, 0, 20) && isText(d.extra, 0, 5)');
    expect(schemaDifferences(changed, ROOM_LISTING_SCHEMA)).toEqual([
      expect.stringMatching(/^isValidListing: optional keys differ/),
      expect.stringMatching(/^title: the schema says .*"max":120/),
      expect.stringMatching(/^extra: the rules check/),
    ]);
  });
});
