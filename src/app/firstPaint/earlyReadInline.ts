/**
 * The entry of the early read's inline script (scripts/build/inline-scripts.ts compiles it for the
 * HTML; src/app/prerender.tsx puts it in the head with its plan): it runs before any of the app's
 * code has arrived.
 */
import { EARLY_READ_PLAN_ATTRIBUTE, type EarlyReadPlan } from './earlyRead';
import { runEarlyReads } from './earlyReadRunner';

try {
  const plan = document.currentScript?.getAttribute(EARLY_READ_PLAN_ATTRIBUTE);
  if (plan) runEarlyReads(JSON.parse(plan) as EarlyReadPlan);
} catch {
  // An early read is only a head start: the app reads as usual.
}
