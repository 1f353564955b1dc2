import { afterEach } from 'vitest';

// Testing Library and its matchers only where there is a DOM: importing them (and react-dom with
// them) was half of the Node-only tests' time.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor wait up to 5 s, not 1: on a loaded 2-core machine a page's lazy import alone
  // took over a second (LocationPage.test failed at 2.4 s in a full run), and a pass returns at once.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
