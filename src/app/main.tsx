import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@/index.css';
import { Providers } from './Providers';
import { AppRoutes, preparePage } from './router';
import { captureInstallPromptEarly } from '@/features/pwa';
import { registerServiceWorkerLater } from './pwa';
import { reportWebVitalsLater } from './webVitals';

/** The URL the HTML was prerendered for (vite-prerender-plugin writes it), if any. */
function prerenderedUrl(): string | null {
  try {
    const data: unknown = JSON.parse(document.getElementById('prerender-data')?.textContent ?? 'null');
    return data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' ? data.url : null;
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const hydrate = prerenderedUrl() === path;
  // The page's code arrives before the first render, so hydration shows the page, not a fallback.
  await preparePage(window.location);
  // React inserts its own head tags; drop the prerendered copies so nothing is duplicated.
  document.querySelectorAll('head [data-prerender]').forEach((node) => node.remove());
  const app = (
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // At transition priority React splits hydration (or the first render) into short tasks that
  // yield to the browser, instead of one long task that blocks input on a slow phone.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    // The app shell's prerendered layout and loading state stay until React's first render
    // replaces them with the page, whose code is already here (preparePage).
    else createRoot(container).render(app);
  });
}

captureInstallPromptEarly();
void start();
reportWebVitalsLater();
registerServiceWorkerLater();
