import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s, not 1: on a loaded 2-core machine a page's lazy import alone
// took over a second (LocationPage.test failed at 2.4 s in a full run), and a pass returns at once.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Tests that run in Node (the .ts ones without a DOM) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
