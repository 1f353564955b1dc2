import { describe, expect, it } from 'vitest';
import { buildSlug } from './slug';

describe('buildSlug', () => {
  it('builds the spec example', () => {
    expect(buildSlug('Bright double room in Ilford for a professional')).toBe('bright-double-room-ilford-professional');
  });
  it('drops digits, possessive s, punctuation and stop words', () => {
    expect(buildSlug("Priya's 2-bed flat: near the Tube!")).toBe('priya-bed-flat-near-tube');
    expect(buildSlug('I am a student, looking for a room to have')).toBe('student-looking-room');
  });
  it('never emits empty segments', () => {
    expect(buildSlug('  --  ')).toBe('');
    expect(buildSlug('En-suite   in   Wembley')).toBe('en-suite-wembley');
  });
});
