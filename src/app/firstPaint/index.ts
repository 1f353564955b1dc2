/**
 * The first paint of data pages before the app's code (docs/architecture.md, "First paint"): the
 * early read and the previews it fills, inline in the HTML, and the loader that holds the app's
 * scripts until the page has painted. The prerender takes the head elements and the app shell's
 * page from here; the build compiles the two inline entries (./earlyReadInline.ts,
 * ./afterPaintLoader.ts) with scripts/build/inline-scripts.ts.
 */
export { firstPaintHead, isPlaceholderPreload, type FirstPaintHeadElement } from './headElements';
export { AppShellPage } from './PostPreviews';
