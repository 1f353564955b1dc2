import { describe, expect, it } from 'vitest';
import { mentionsLodgerArrangement } from './lodgerWording';

describe('mentionsLodgerArrangement', () => {
  it.each(['Lodger wanted', 'I am a live-in landlord', 'The landlord lives in the property', 'You would be living with the family', 'Room in my home'])(
    'recognises %s',
    (text) => {
      expect(mentionsLodgerArrangement(text)).toBe(true);
    },
  );

  it.each(['Landlord is very responsive', 'Lodge Road, NW8', 'Live near the station'])('ignores %s', (text) => {
    expect(mentionsLodgerArrangement(text)).toBe(false);
  });
});
