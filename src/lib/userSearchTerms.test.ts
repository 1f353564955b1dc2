import { describe, expect, it } from 'vitest';
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TERMS_MAX } from '@/config/constants';
import { searchTermsOf as seedSearchTermsOf } from '../../scripts/seed/lib/searchTerms.mjs';
import { sameSearchTerms, searchKeyOf, searchTermsOf } from './userSearchTerms';

describe('searchTermsOf', () => {
  const terms = searchTermsOf('Priya  Sharma', 'Priya.S@Example.com');

  it('holds every short part of each name word and of the email, lower-cased', () => {
    for (const part of ['priya', 'riy', 'sharma', 'harm', 'a', 'priya.s@ex', 's@example.', '.com', 'example']) expect(terms).toContain(part);
  });

  it('holds nothing across name words, nothing longer than a term, and no duplicates', () => {
    expect(terms).not.toContain('priya sharma');
    expect(terms).not.toContain('a s');
    expect(terms.every((term) => term.length >= 1 && term.length <= SEARCH_TERM_MAX_LENGTH)).toBe(true);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('stays under the bound the rules check for the longest name and email', () => {
    const longName = Array.from({ length: 10 }, () => 'abcdefghi').join(' ');
    const longEmail = `${'x'.repeat(300)}@example.com`;
    expect(searchTermsOf(longName, longEmail).length).toBeLessThanOrEqual(SEARCH_TERMS_MAX);
    expect(searchTermsOf('abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuv', longEmail).length).toBeLessThanOrEqual(
      SEARCH_TERMS_MAX,
    );
  });

  it('is derived the same by the seed scripts\' plain-JS mirror', () => {
    for (const [name, email] of [['Priya  Sharma', 'Priya.S@Example.com'], ['Zoë Ñandú', 'zoë@example.co.uk'], ['', 'x'.repeat(80)]] as const) {
      expect(seedSearchTermsOf(name, email)).toEqual(searchTermsOf(name, email));
    }
  });

  it('is empty for a blank name and email', () => {
    expect(searchTermsOf('  ', '')).toEqual([]);
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

describe('sameSearchTerms', () => {
  it('ignores order and notices a missing or extra term', () => {
    expect(sameSearchTerms(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(sameSearchTerms(['a'], ['a', 'b'])).toBe(false);
    expect(sameSearchTerms(undefined, ['a'])).toBe(false);
  });
});
