import { describe, expect, it } from 'vitest';
import { isFullPostcode, parsePostcode } from './postcode';

describe('parsePostcode', () => {
  it.each([
    ['E6 2AB', 'E6', '2AB', 'E6 2AB'],
    ['e6 2ab', 'E6', '2AB', 'E6 2AB'],
    [' e6  2ab ', 'E6', '2AB', 'E6 2AB'],
    ['sw1a1aa', 'SW1A', '1AA', 'SW1A 1AA'],
    ['SW1A 1AA', 'SW1A', '1AA', 'SW1A 1AA'],
    ['E14 5AB', 'E14', '5AB', 'E14 5AB'],
    ['e145ab', 'E14', '5AB', 'E14 5AB'],
    ['M13 9PL', 'M13', '9PL', 'M13 9PL'],
    ['wc1e 6bt', 'WC1E', '6BT', 'WC1E 6BT'],
    ['BT7\t1NN', 'BT7', '1NN', 'BT7 1NN'],
  ])('reads the full postcode %j', (input, outward, inward, normalised) => {
    expect(parsePostcode(input)).toEqual({ outward, inward, normalised });
    expect(isFullPostcode(input)).toBe(true);
  });

  it.each([
    ['E6', 'E6'],
    ['e6', 'E6'],
    [' E14 ', 'E14'],
    ['sw1a', 'SW1A'],
    ['W1B', 'W1B'],
    ['ha9', 'HA9'],
    ['EH8', 'EH8'],
  ])('reads the outward code %j', (input, outward) => {
    expect(parsePostcode(input)).toEqual({ outward, inward: null, normalised: outward });
    expect(isFullPostcode(input)).toBe(false);
  });

  it.each(['', '   ', 'E', '6E', 'Ilford', 'UCL', 'London', 'E6 2A', 'E6 2ABC', 'E6 AB2', 'SW1AA', 'ABC1 2DE', '12345', 'E6-2AB'])(
    'rejects %j',
    (input) => {
      expect(parsePostcode(input)).toBeNull();
      expect(isFullPostcode(input)).toBe(false);
    },
  );
});
