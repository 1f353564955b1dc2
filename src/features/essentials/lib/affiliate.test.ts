import { describe, expect, it } from 'vitest';
import { withAffiliateTag } from './affiliate';

describe('withAffiliateTag', () => {
  it('adds the tag to Amazon links without one', () => {
    expect(withAffiliateTag('https://www.amazon.co.uk/dp/B01', 'site-21')).toBe('https://www.amazon.co.uk/dp/B01?tag=site-21');
    expect(withAffiliateTag('https://amazon.in/dp/B01?th=1', 'site-21')).toBe('https://amazon.in/dp/B01?th=1&tag=site-21');
  });

  it('keeps an existing tag, other hosts and unparsable links unchanged', () => {
    expect(withAffiliateTag('https://www.amazon.co.uk/dp/B01?tag=other-21', 'site-21')).toBe('https://www.amazon.co.uk/dp/B01?tag=other-21');
    expect(withAffiliateTag('https://www.argos.co.uk/product/1', 'site-21')).toBe('https://www.argos.co.uk/product/1');
    expect(withAffiliateTag('https://notamazon.com/x', 'site-21')).toBe('https://notamazon.com/x');
    expect(withAffiliateTag('not a url', 'site-21')).toBe('not a url');
    expect(withAffiliateTag('https://www.amazon.co.uk/dp/B01', '')).toBe('https://www.amazon.co.uk/dp/B01');
  });
});
