import { describe, expect, it } from 'vitest';
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TERMS_MAX } from '@/config/constants';
import { dayNumberOf, exactEmailsOf, recentDayNumbers, sameSearchTerms, searchKeyOf, searchTermsOf } from './userSearchTerms';

const termsOf = (name: string, email: string) => Object.keys(searchTermsOf(name, email));

describe('searchTermsOf', () => {
  const terms = termsOf('Priya  Sharma', 'Priya.S@Example.com');

  it('stores each term as a key set to true', () => {
    expect(Object.values(searchTermsOf('Priya  Sharma', 'Priya.S@Example.com')).every((value) => value === true)).toBe(true);
  });

  it('holds the first 1 to 10 characters of each name word and of the email, lower-cased', () => {
    for (const part of ['p', 'priya', 's', 'sharma', 'priya.', 'priya.s', 'priya.s@ex', 'shar']) expect(terms).toContain(part);
    expect(terms).toHaveLength(new Set(terms).size);
  });

  it('holds nothing from inside a word, across words, or longer than a term', () => {
    for (const part of ['riy', 'harm', 'a s', 'priya sharma', '.com', 'example', 'priya.s@exa']) expect(terms).not.toContain(part);
    expect(terms.every((term) => term.length >= 1 && term.length <= SEARCH_TERM_MAX_LENGTH)).toBe(true);
  });

  it('takes the first four name words only, and stays within the bound the rules check', () => {
    const fiveWords = termsOf('Anil Kumar Raj Singh Verma', 'a@b.c');
    expect(fiveWords).toContain('singh');
    expect(fiveWords).not.toContain('verma');
    const longest = termsOf('abcdefghijkl bcdefghijklm cdefghijklmn defghijklmno', `${'x'.repeat(300)}@example.com`);
    expect(longest).toHaveLength(SEARCH_TERMS_MAX);
  });

  it('folds A-Z only, as the rules engine does', () => {
    expect(termsOf('ÑANDÚ', '')).toEqual(['Ñ', 'Ña', 'Ñan', 'Ñand', 'ÑandÚ']);
  });

  it('leaves out the email of an account without one', () => {
    expect(termsOf('Ravi', '')).toEqual(['r', 'ra', 'rav', 'ravi']);
  });

  it('is empty for a blank name and email', () => {
    expect(searchTermsOf('  ', '')).toEqual({});
  });
});

describe('searchKeyOf', () => {
  it('is the longest lower-cased word, cut to the term length', () => {
    expect(searchKeyOf('  Sha ')).toBe('sha');
    expect(searchKeyOf('ya Sharma')).toBe('sharma');
    expect(searchKeyOf('priya.sharma@example.com')).toBe('priya.shar');
  });

  it('is null for a blank search', () => {
    expect(searchKeyOf('   ')).toBeNull();
  });
});

describe('exactEmailsOf', () => {
  it('asks for a whole email as typed and lower-cased', () => {
    expect(exactEmailsOf(' Member.01234.X7Q@scale.test ')).toEqual(['Member.01234.X7Q@scale.test', 'member.01234.x7q@scale.test']);
    expect(exactEmailsOf('priya@example.com')).toEqual(['priya@example.com']);
  });

  it('leaves a name, the start of an email or two words to the search terms', () => {
    expect(exactEmailsOf('Priya Sharma')).toBeNull();
    expect(exactEmailsOf('priya.sharma@')).toBeNull();
    expect(exactEmailsOf('priya@example')).toBeNull();
    expect(exactEmailsOf('a b@example.com')).toBeNull();
  });
});

describe('sameSearchTerms', () => {
  it('ignores order and notices a missing or extra term', () => {
    expect(sameSearchTerms({ b: true, a: true }, { a: true, b: true })).toBe(true);
    expect(sameSearchTerms({ a: true }, { a: true, b: true })).toBe(false);
    expect(sameSearchTerms({ a: true, b: true, c: true }, { a: true, b: true })).toBe(false);
    expect(sameSearchTerms(undefined, { a: true })).toBe(false);
  });

  it('treats the older list form as stale', () => {
    expect(sameSearchTerms(['a', 'b'], { a: true, b: true })).toBe(false);
  });
});

describe('day numbers', () => {
  it('counts UTC days since 1970', () => {
    expect(dayNumberOf(new Date('1970-01-02T00:00:00Z'))).toBe(1);
    expect(dayNumberOf(new Date('2026-11-23T23:59:59Z'))).toBe(dayNumberOf(new Date('2026-11-23T00:00:00Z')));
  });

  it('names the days a profile of the last week can hold, one either side for clock skew', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const days = recentDayNumbers(7, now);
    expect(days[0]).toBe(dayNumberOf(new Date('2026-11-15T12:00:00Z')));
    expect(days.at(-1)).toBe(dayNumberOf(now) + 1);
    expect(days).toHaveLength(10);
  });
});
