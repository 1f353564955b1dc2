/**
 * The interaction run of `npm run audit` (scripts/audit/interactions.ts serves the build and runs
 * this file): each interaction of ./steps.ts, AUDIT_INTERACTION_RUNS times (5) on a phone-sized
 * page with the CPU slowed 4×, its INP measured in the page (./pageProbe.ts, ./inp.ts). Writes
 * reports/interactions.md and .json, and fails when a row misses a target.
 */
import { cpus, loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, logIn } from '../e2e/support/auth';
import { expect, test, waitForApp } from '../e2e/support/fixtures';
import { slowestInteraction, type Interaction } from './inp';
import { installProbe, takeEventTimings, waitForQuietMainThread, waitForSettledPage } from './pageProbe';
import { writeInteractionReports, type RunSettings, type StepResult } from './report';
import { aimAt, STEPS, type InteractionStep, type Visitor } from './steps';

const RUNS = Math.max(1, Number(process.env.AUDIT_INTERACTION_RUNS ?? 5));
const stepFilter = (process.env.AUDIT_INTERACTIONS ?? '').split(',').map((term) => term.trim()).filter(Boolean);
/** For diagnosis only (tracing slows the page): a Chrome trace of each measured act, to open in DevTools' Performance panel. */
const TRACE_DIR = process.env.AUDIT_TRACE_DIR;

/** Lighthouse's mobile preset (lighthouse/core/config/constants.js): Moto G Power screen and UA, CPU 4× slower. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  cpuSlowdown: 4,
};

const SIGN_INS: Record<Exclude<Visitor, 'guest'>, { email: string; password: string }> = {
  seeker: DEMO_ACCOUNTS.seeker,
  admin: DEMO_ACCOUNTS.admin,
};

/** One browser context per visitor, signed in once (the session stays in its storage between runs). */
async function contextFor(browser: Browser, visitor: Visitor): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    userAgent: MOBILE.userAgent,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    serviceWorkers: 'block',
  });
  await context.addInitScript(installProbe);
  if (visitor !== 'guest') {
    const page = await context.newPage();
    await page.goto('/');
    await waitForApp(page);
    await logIn(page, SIGN_INS[visitor].email, SIGN_INS[visitor].password);
    await page.close();
  }
  return context;
}

interface ThrottledPage {
  page: Page;
  slowCpu: (slow: boolean) => Promise<void>;
}

async function throttledPage(context: BrowserContext): Promise<ThrottledPage> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return {
    page,
    slowCpu: async (slow) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow ? MOBILE.cpuSlowdown : 1 });
    },
  };
}

/**
 * One run: a fresh screen loaded at full speed (only to keep the whole run short) and settled
 * (its deferred extras done too); the
 * entries of its opening are dropped; then the CPU is slowed for the measured act and its aftermath.
 */
async function measureOnce({ page, slowCpu }: ThrottledPage, step: InteractionStep, run: number): Promise<Interaction | null> {
  await step.open(page);
  await waitForApp(page);
  await waitForSettledPage(page);
  const tap = step.target ? await aimAt(step.target(page)) : () => Promise.reject(new Error(`${step.id} has no target to tap`));
  await takeEventTimings(page);
  const tracer = TRACE_DIR ? page.context().browser() : null;
  await tracer?.startTracing(page, { path: `${TRACE_DIR}/${step.id}-${run}.json` });
  await slowCpu(true);
  try {
    await step.act(page, tap);
    await waitForQuietMainThread(page, 500);
    return slowestInteraction(await takeEventTimings(page));
  } finally {
    await slowCpu(false);
    await tracer?.stopTracing();
  }
}

async function measureStep(browser: Browser, contexts: Map<Visitor, BrowserContext>, step: InteractionStep): Promise<StepResult> {
  const result: StepResult = { id: step.id, name: step.name, runs: [], ...(step.floor ? { floor: true } : {}) };
  let page: Page | undefined;
  try {
    if (!contexts.has(step.visitor)) contexts.set(step.visitor, await contextFor(browser, step.visitor));
    const throttled = await throttledPage(contexts.get(step.visitor) as BrowserContext);
    page = throttled.page;
    for (let run = 1; run <= RUNS; run += 1) result.runs.push(await measureOnce(throttled, step, run));
    await page.close();
  } catch (error) {
    await page?.screenshot({ path: test.info().outputPath(`${step.id}-failed.png`) }).catch(() => undefined);
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  const runs = result.runs.map((run) => (run ? `${run.durationMs} ms (${run.event})` : '< 16 ms'));
  console.log(`[interactions] ${step.name}: ${runs.join(', ')}${result.error ? ` — failed: ${result.error}` : ''}`);
  return result;
}

test('Interaction to Next Paint of each measured interaction', async ({ browser }) => {
  test.setTimeout(9 * 60_000);
  const loadAtStart = loadavg()[0]?.toFixed(1);
  const contexts = new Map<Visitor, BrowserContext>();
  const results: StepResult[] = [];
  try {
    for (const step of STEPS.filter((candidate) => !stepFilter.length || stepFilter.includes(candidate.id))) {
      results.push(await measureStep(browser, contexts, step));
    }
  } finally {
    await Promise.all([...contexts.values()].map((context) => context.close()));
  }
  const machine = `${cpus().length} cores, load average ${loadAtStart} at the start and ${loadavg()[0]?.toFixed(1)} at the end`;
  const settings: RunSettings = { cpuSlowdown: MOBILE.cpuSlowdown, viewport: `${MOBILE.viewport.width}×${MOBILE.viewport.height} at ${MOBILE.deviceScaleFactor}×`, userAgent: MOBILE.userAgent, machine };
  const missing = writeInteractionReports(results, settings);
  console.log('\nWrote reports/interactions.md and reports/interactions.json');
  expect(missing.map((row) => `${row.name}: ${row.missed.join('; ')}`)).toEqual([]);
});
