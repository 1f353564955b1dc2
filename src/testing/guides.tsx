/** Test helpers for the guide pages (imported by *.test.tsx only). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';

export function renderPage(page: ReactElement, path = '/') {
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </HelmetProvider>,
  );
}

/** Parses every JSON-LD block in the document. */
export function readJsonLd(container: ParentNode = document): Array<Record<string, unknown>> {
  return Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** Every WhatsApp click-to-chat link on the page. */
export function whatsappLinks(container: ParentNode = document): HTMLAnchorElement[] {
  return Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]'));
}
