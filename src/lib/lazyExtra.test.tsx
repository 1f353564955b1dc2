import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyExtra } from './lazyExtra';

describe('lazyExtra', () => {
  it('renders the extra once its code has loaded', async () => {
    const Banner = lazyExtra(() => Promise.resolve(() => <p>Install the app</p>));
    render(<Suspense fallback={null}><Banner /></Suspense>);
    expect(await screen.findByText('Install the app')).toBeInTheDocument();
  });

  it('renders nothing, and keeps the page, when its code cannot be downloaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Banner = lazyExtra<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<main><p>The page</p><Suspense fallback={null}><Banner /></Suspense></main>);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});

describe('lazyExtra with a fallback', () => {
  it('renders the fallback, with the same props, when the code cannot be downloaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const MapExtra = lazyExtra<{ count: number }>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ({ count }) => <p>The map could not load; {count} rooms are listed.</p>,
    );
    render(<Suspense fallback={null}><MapExtra count={3} /></Suspense>);
    expect(await screen.findByText('The map could not load; 3 rooms are listed.')).toBeInTheDocument();
  });
});
