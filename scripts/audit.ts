/**
 * `npm run audit`: builds the app, serves the production build with the emulators and demo data,
 * and runs two parts (AUDIT_PARTS=lighthouse,interactions, both by default):
 *
 * - lighthouse: Lighthouse (mobile preset) in Debian's Chromium on every page of ./audit/pages.ts,
 *   each prerendered page beside its floor, the home and location pages also beside their data
 *   floor (./audit/floor.ts), on two servers: `vite preview` and the Firebase Hosting emulator
 *   (firebase.json's rewrites, headers and compression, as production serves it). Writes
 *   reports/lighthouse.md and .json. AUDIT_RUNS (3) runs per page; AUDIT_SERVERS=preview,hosting;
 *   AUDIT_PAGES=airport,room (a filter on names and paths).
 * - interactions: Interaction to Next Paint of six interactions on a phone with the CPU slowed 4×
 *   (./audit/interactions.ts). Writes reports/interactions.md and .json.
 *
 * Exits non-zero when a page or an interaction misses a target.
 */
import * as chromeLauncher from 'chrome-launcher';
import { bins } from './lib/bins';
import { TEST_PORTS } from './stack/ports';
import { stackEnv } from './stack/stack';
import { runCommand, withStack } from './stack/with-stack';
import { floorPath, writeFloorPages } from './audit/floor';
import { runInteractionAudit } from './audit/interactions';
import { auditUrl, type PageMeasures } from './audit/lighthouse-run';
import { PAGES } from './audit/pages';
import { writeReports, type AuditRow, type FloorSummary, type ServerResult } from './audit/report';
import { auditServers, previewUrl } from './audit/servers';

const outDir = process.env.AUDIT_DIST ?? 'dist-audit';
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const SERVERS = (process.env.AUDIT_SERVERS ?? 'preview,hosting').split(',').map((name) => name.trim());
const pageFilter = (process.env.AUDIT_PAGES ?? '').split(',').map((term) => term.trim().toLowerCase()).filter(Boolean);
const pages = PAGES.filter((page) => !pageFilter.length || pageFilter.some((term) => `${page.name} ${page.path}`.toLowerCase().includes(term)));
const PARTS = (process.env.AUDIT_PARTS ?? 'lighthouse,interactions').split(',').map((name) => name.trim());
const servers = auditServers(outDir);
type ServerName = keyof typeof servers;
type Env = Record<string, string>;
const isServer = (name: string): name is ServerName => name in servers;

async function auditServer(name: ServerName, chromePort: number, env: Env): Promise<ServerResult> {
  const { server, description, url, start } = servers[name];
  const handle = await start(env);
  const rows: AuditRow[] = [];
  try {
    for (const page of pages) {
      const report = await auditUrl(`${url}${page.path}`, { chromePort, runs: RUNS, label: `${name} ${page.path}` });
      const floor = page.prerendered ? await auditUrl(`${url}${floorPath(page.path)}`, { chromePort, runs: RUNS, label: `${name} floor ${page.path}` }) : null;
      const dataFloor = page.dataFloor ? await auditUrl(`${url}${floorPath(page.path, 'dataFloor')}`, { chromePort, runs: RUNS, label: `${name} data floor ${page.path}` }) : null;
      const summary = (measured: PageMeasures | null): FloorSummary | null => measured && { lcpMs: measured.lcpMs, fcpMs: measured.fcpMs, performance: measured.scores.performance };
      const row = { ...page, ...report, floor: summary(floor), dataFloor: summary(dataFloor) };
      rows.push(row);
      const ratioText = (label: string, measured: PageMeasures | null) => (measured ? `, ${label} LCP ${measured.lcpMs} ms (×${(report.lcpMs / measured.lcpMs).toFixed(2)})` : '');
      const floorText = ratioText('floor', floor) + ratioText('data floor', dataFloor);
      console.log(`[${name}] ${page.name}: ${JSON.stringify(report.scores)} (runs: ${report.performanceRuns.join(', ')}) FCP ${report.fcpMs} ms, LCP ${report.lcpMs} ms${floorText} (${report.lcpElement}), TBT ${report.tbtMs} ms, CLS ${report.cls}`);
    }
  } finally {
    await handle.stop();
  }
  return { server, description, rows };
}

async function lighthousePart(env: Env): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: ServerResult[] = [];
  try {
    for (const name of SERVERS.filter(isServer)) results.push(await auditServer(name, chrome.port, env));
  } finally {
    await chrome.kill();
  }
  return writeReports(results, RUNS);
}

const parts: Record<string, (env: Env) => Promise<number>> = {
  lighthouse: lighthousePart,
  interactions: (env) => runInteractionAudit({ outDir, env }),
};

async function main(): Promise<number> {
  const unknownParts = PARTS.filter((name) => !(name in parts));
  if (unknownParts.length) throw new Error(`Unknown AUDIT_PARTS: ${unknownParts.join(', ')} (known: ${Object.keys(parts).join(', ')})`);
  const unknown = SERVERS.filter((name) => !(name in servers));
  if (unknown.length) throw new Error(`Unknown AUDIT_SERVERS: ${unknown.join(', ')} (known: ${Object.keys(servers).join(', ')})`);
  const built = await runCommand(process.execPath, [bins.vite, 'build', '--logLevel', 'warn', '--outDir', outDir], { ...stackEnv(TEST_PORTS), VITE_SITE_URL: previewUrl });
  if (built !== 0) return built;
  writeFloorPages(outDir, pages.filter((page) => page.prerendered).map((page) => page.path));
  writeFloorPages(outDir, pages.filter((page) => page.dataFloor).map((page) => page.path), 'dataFloor');
  return withStack(
    async (env) => {
      let code = 0;
      // Every part runs even when an earlier one misses a target: the reports are the point.
      for (const name of PARTS) code = (await parts[name]?.(env)) || code;
      return code;
    },
    { seed: true },
  );
}

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
