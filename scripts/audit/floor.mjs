/**
 * A page's floor: its built HTML with every script and module preload removed (data blocks such
 * as JSON-LD stay: the browser does not run them). Served by the same server as the page, at
 * /__floor/<route>, so the two are measured side by side.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi;

export function floorHtml(html) {
  return html.replace(EXECUTABLE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

const FLOOR_PREFIX = '/__floor';

export function floorPath(route) {
  return route === '/' ? `${FLOOR_PREFIX}/` : `${FLOOR_PREFIX}${route}`;
}

function htmlFile(outDir, route) {
  return route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html');
}

/** Writes the floor copy of each prerendered route into the build output (the audit's own copy). */
export function writeFloorPages(outDir, routes) {
  for (const route of routes) {
    const target = htmlFile(outDir, floorPath(route).replace(/\/$/, '') || '/');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, floorHtml(readFileSync(htmlFile(outDir, route), 'utf8')));
  }
}
