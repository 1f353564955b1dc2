import { describe, expect, it } from 'vitest';
import { liftHeadTags } from './headTags';

describe('liftHeadTags', () => {
  it('moves the leading title, meta and link tags out of the body HTML', () => {
    const { html, head } = liftHeadTags(
      '<title>Airport Cabs | RoomShare UK</title><meta name="description" content="Fixed fares &amp; 24/7"/><link rel="canonical" href="https://x.test/airport-cabs"/><div class="flex"><meta name="not-hoisted" content="x"/></div>',
    );
    expect(head.title).toBe('Airport Cabs | RoomShare UK');
    expect(head.elements).toEqual([
      { type: 'meta', props: { 'data-prerender': '', name: 'description', content: 'Fixed fares & 24/7' } },
      { type: 'link', props: { 'data-prerender': '', rel: 'canonical', href: 'https://x.test/airport-cabs' } },
    ]);
    expect(html).toBe('<div class="flex"><meta name="not-hoisted" content="x"/></div>');
  });
});
