/**
 * The built HTML of every static route, read as a crawler would (no JavaScript): title,
 * description ≤ 160, canonical, Open Graph / Twitter tags and valid JSON-LD. Plus sitemap and robots.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { GUIDE_ROUTES, STATIC_ROUTES } from '../../src/config/paths';

const DIST = process.env.E2E_DIST ?? 'dist';

function builtHtml(route: string): string {
  return readFileSync(join(DIST, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*content="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

for (const route of STATIC_ROUTES) {
  test(`prerendered ${route} carries its head tags and JSON-LD`, () => {
    const html = builtHtml(route);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<title>[^<]{10,}<\/title>/);
    const description = metaContent(head, 'name', 'description');
    expect(description?.length ?? 0).toBeGreaterThan(50);
    expect(description?.length ?? 999).toBeLessThanOrEqual(160);
    const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(head)?.[1] ?? '';
    expect(new URL(canonical).pathname.replace(/\/$/, '') || '/').toBe(route);
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image']) expect(metaContent(head, 'property', key), key).toBeTruthy();
    for (const key of ['twitter:card', 'twitter:title']) expect(metaContent(head, 'name', key), key).toBeTruthy();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block['@context']).toBe('https://schema.org');
      expect(block['@type']).toBeTruthy();
    }
    expect(html).toContain('<h1');
    // The page's content is in place: no Suspense boundary outlined into a hidden copy that only
    // React's inline script reveals (which paints late, and never without JavaScript).
    expect(html).not.toMatch(/<template id="B:|hidden id="S:/);
  });
}

for (const { path } of GUIDE_ROUTES) {
  test(`guide ${path} loads its scripts only after its first paint`, () => {
    // No module script or preload: the after-paint loader starts the entry (the browser side,
    // hydration included, is in guides.spec.ts).
    const html = builtHtml(path);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/<script data-entry="\/assets\/[^"]+\.js"/);
  });
}

test('sitemap.xml lists every static route and robots.txt points at it', () => {
  const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
  for (const route of STATIC_ROUTES) expect(sitemap).toContain(`${route}</loc>`);
  expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  expect(existsSync(join(DIST, 'app-shell/index.html'))).toBe(true);
});

test('the app shell holds the layout and a loading state, and nothing of any one page', () => {
  const html = readFileSync(join(DIST, 'app-shell/index.html'), 'utf8');
  // The post pages' tops wait in inert templates for the early read (src/app/firstPaint/earlyPreview.ts).
  const templates = html.match(/<template data-post-preview="[^"]+">[\s\S]*?<\/template>/g) ?? [];
  expect(templates.map((template) => /data-post-preview="([^"]+)"/.exec(template)?.[1])).toEqual(['room', 'roommate']);
  const shell = templates.reduce((rest, template) => rest.replace(template, ''), html);
  expect(shell).toContain('<header');
  expect(shell).toMatch(/role="status"[^>]*>[\s\S]*Loading\.\.\./);
  expect(shell).not.toContain('<h1');
  // Nothing of the previews outside their templates: no mark, not even React's image preload of
  // their placeholder photo (a data: URL, src/app/firstPaint/PostPreviews.tsx).
  expect(shell).not.toMatch(/\sdata-(fill|show-if|show-unless)[\w-]*=|href="data:/);
  expect(shell).not.toMatch(/<title>|rel="canonical"|application\/ld\+json|id="prerender-data"/);
});
