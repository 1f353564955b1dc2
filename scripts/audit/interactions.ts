/**
 * The interaction part of `npm run audit`: serves the build with `vite preview` and runs
 * tests/interactions/interactions.perf.ts in Playwright (Debian Chromium, Lighthouse's mobile
 * screen, CPU slowed 4×), which measures Interaction to Next Paint in the page and writes
 * reports/interactions.md and .json. Resolves to Playwright's exit code (non-zero on a missed target).
 *
 * AUDIT_INTERACTION_RUNS (5) runs each; AUDIT_INTERACTIONS=filters,search to narrow (step ids in
 * tests/interactions/steps.ts); AUDIT_TRACE_DIR=/some/dir keeps a Chrome trace of each measured act.
 */
import { bins } from '../lib/bins';
import { runCommand } from '../stack/with-stack';
import { auditServers, previewUrl } from './servers';

const CONFIG = 'tests/interactions/playwright.interactions.config.ts';

export async function runInteractionAudit({ outDir, env }: { outDir: string; env: Record<string, string> }): Promise<number> {
  const server = await auditServers(outDir).preview.start(env);
  try {
    return await runCommand(process.execPath, [bins.playwright, 'test', '--config', CONFIG], { ...env, E2E_BASE_URL: previewUrl });
  } finally {
    await server.stop();
  }
}
