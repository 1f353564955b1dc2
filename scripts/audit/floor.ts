/**
 * A page's floor: its built HTML with every script and module preload removed (data blocks such
 * as JSON-LD stay: the browser does not run them). Served by the same server as the page, at
 * /__floor/<route>, so the two are measured side by side.
 *
 * A data page's largest paint is something its data names (the home page's first room photo), so
 * it also gets a data floor: the same HTML keeping only its early read (src/app/firstPaint/earlyRead.ts),
 * which reads the rooms and draws their cards with no app code (/__data-floor/<route>). The page
 * against its data floor is what the app's own code costs that paint.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi;

const EARLY_READ = /^<script data-early-read=""/;

export function floorHtml(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

export function dataFloorHtml(html: string): string {
  if (!html.includes('<script data-early-read=""')) throw new Error('a data floor needs a page with an early read');
  return html.replace(EXECUTABLE_SCRIPT, (script) => (EARLY_READ.test(script) ? script : '')).replace(MODULE_PRELOAD, '');
}

export type FloorKind = 'floor' | 'dataFloor';

const FLOORS: Record<FloorKind, { prefix: string; html: (html: string) => string }> = {
  floor: { prefix: '/__floor', html: floorHtml },
  dataFloor: { prefix: '/__data-floor', html: dataFloorHtml },
};

/** Where a route's floor (`kind` 'floor') or data floor ('dataFloor') is served. */
export function floorPath(route: string, kind: FloorKind = 'floor'): string {
  const { prefix } = FLOORS[kind];
  return route === '/' ? `${prefix}/` : `${prefix}${route}`;
}

function htmlFile(outDir: string, route: string): string {
  return route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html');
}

/** Writes the floor copy (`kind` 'floor' or 'dataFloor') of each route into the build output (the audit's own copy). */
export function writeFloorPages(outDir: string, routes: readonly string[], kind: FloorKind = 'floor'): void {
  for (const route of routes) {
    const target = htmlFile(outDir, floorPath(route, kind).replace(/\/$/, '') || '/');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, FLOORS[kind].html(readFileSync(htmlFile(outDir, route), 'utf8')));
  }
}
