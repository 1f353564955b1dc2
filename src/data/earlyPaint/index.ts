/**
 * The early paint of a data page, before the app's code: the HTML's inline read (its entry,
 * ./earlyReadInline.ts, is compiled into the page by scripts/build/inline-scripts.ts) and the
 * preview it fills; the inline script loads no Firebase code. The app takes the read's answer
 * and the prerender names the previews through this index; the prerender alone also imports
 * ./earlyReadPlans.ts, at build time.
 */
export { EARLY_READ_PLAN_ATTRIBUTE, takeEarlyAnswer, type EarlyAnswer, type EarlyReadPlan } from './earlyRead';
export type { PostPreviewName } from './earlyPreview';
