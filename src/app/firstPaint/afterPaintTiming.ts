/** How long the after-paint loader (./afterPaintLoader.ts) waits; scripts/build/scripts-after-paint.ts says why it waits at all. */

/** The longest the scripts wait for an early page-top preview to paint with its photo. */
export const EARLY_PAINT_WAIT_MS = 1500;

/** After this long the scripts load even if no paint was reported (a tab opened in the background paints nothing). */
export const FIRST_PAINT_WAIT_MS = 3000;
