import { describe, expect, it } from 'vitest';
import { BLANK_CHARACTERS, isBlank, trimBlank } from './blank';

const everyBlank = BLANK_CHARACTERS.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)));

describe('isBlank', () => {
  it('is true for empty text and for each white-space or zero-width character, alone or repeated', () => {
    expect(isBlank('')).toBe(true);
    for (const char of everyBlank) {
      expect(isBlank(char)).toBe(true);
      expect(isBlank(char.repeat(3))).toBe(true);
    }
    expect(isBlank(everyBlank.join(''))).toBe(true);
  });

  it('catches the texts String.trim lets through', () => {
    for (const text of ['\u200b', '\u200c\u200d', '\u2060', '\u00a0\u200b\u3000']) {
      expect(text.trim()).not.toBe('');
      expect(isBlank(text)).toBe(true);
    }
  });

  it('is false once any visible character is there', () => {
    for (const text of ['a', ' a ', '\u3000部屋\u3000', '\u200b.', '0', '🏠', '\u00a0\u00a0x']) expect(isBlank(text)).toBe(false);
  });
});

describe('trimBlank', () => {
  it('removes blank characters at both ends only', () => {
    expect(trimBlank('\u200b\u00a0 Room in Leeds \u3000\ufeff')).toBe('Room in Leeds');
    expect(trimBlank('two\u00a0words')).toBe('two\u00a0words');
    expect(trimBlank('\u2003\u2003')).toBe('');
  });
});
