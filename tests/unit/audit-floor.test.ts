import { describe, expect, it } from 'vitest';
import { dataFloorHtml, floorHtml, floorPath } from '../../scripts/audit/floor';

const PAGE = [
  '<head><meta name="viewport" content="width=device-width">',
  '<script data-early-read="" data-plan="{}">startRead()</script>',
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '<link rel="modulepreload" crossorigin href="/assets/data-read.js">',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '</head><body><h1>Where do you need to be?</h1><script>afterPaint()</script></body>',
].join('\n');

describe('audit floors', () => {
  it('the floor is the HTML with no script that runs and no module preload', () => {
    const floor = floorHtml(PAGE);
    expect(floor).not.toMatch(/startRead|index\.js|afterPaint|modulepreload/);
    expect(floor).toContain('application/ld+json');
    expect(floor).toContain('<h1>Where do you need to be?</h1>');
  });

  it("the data floor keeps only the page's early read", () => {
    const floor = dataFloorHtml(PAGE);
    expect(floor).toContain('<script data-early-read="" data-plan="{}">startRead()</script>');
    expect(floor).not.toMatch(/index\.js|afterPaint|modulepreload/);
    expect(() => dataFloorHtml(floorHtml(PAGE))).toThrow(/early read/);
  });

  it('each floor has its own path beside the page', () => {
    expect(floorPath('/')).toBe('/__floor/');
    expect(floorPath('/rooms/ilford-india-rooms-to-rent', 'dataFloor')).toBe('/__data-floor/rooms/ilford-india-rooms-to-rent');
  });
});
