import { Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation, type Location, type Params } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useRouteData } from '@/lib/routeData';
import { lazyPage, type PageRoute } from './pageRoute';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RoutePage } from './RoutePage';
import { routeRead, startInitialRead } from './routeReads';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function ShowData() {
  return <p>Data: {useRouteData<{ slug: string }>().slug}</p>;
}

describe('lazyPage', () => {
  it('loads a page once, and again after a failed download on the next visit', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ShowData);
    const page = lazyPage(load);
    expect(page.loaded()).toBeUndefined();
    await expect(page.load('first')).rejects.toThrow('offline');
    // The visit that saw the failure keeps it (its renders show the error page).
    await expect(page.load('first')).rejects.toThrow('offline');
    expect(page.loaded()).toBeUndefined();
    await expect(page.load('second')).resolves.toBe(ShowData);
    await page.load('third');
    expect(load).toHaveBeenCalledTimes(2);
    expect(page.loaded()).toBe(ShowData);
  });
});

describe('routeRead', () => {
  const location = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });

  it('reads once per navigation and hands the first render the read main.tsx started', () => {
    const read = vi.fn((params: Params) => ({ slug: params.slug }));
    startInitialRead('/room/a', read, { slug: 'a' });
    const first = location('/room/a');
    expect(routeRead(first, read, { slug: 'a' })).toEqual({ slug: 'a' });
    expect(routeRead(first, read, { slug: 'a' })).toBe(routeRead(first, read, { slug: 'a' }));
    expect(read).toHaveBeenCalledTimes(1);
    // Coming back to the same URL is a new navigation: a fresh read.
    routeRead(location('/room/a'), read, { slug: 'a' });
    expect(read).toHaveBeenCalledTimes(2);
  });
});

/** The route inside the layout's error boundary and Suspense, as RootLayout renders a page. */
function RoutedPage({ route }: { route: PageRoute }) {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/room/flat-2">Next room</Link>
      <PageErrorBoundary resetKey={pathname}>
        <Suspense fallback={<p>Loading page</p>}>
          <Routes>
            <Route path={route.path} element={<RoutePage route={route} />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}

function AtRoom({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/room/flat-1']}>{children}</MemoryRouter>;
}

describe('RoutePage', () => {
  const read = (params: Params) => ({ slug: params.slug ?? '' });

  it('renders a page whose code has arrived at once, without the loading state', async () => {
    const route: PageRoute = { path: 'room/:slug', read, component: lazyPage(async () => ShowData) };
    await route.component.load();
    // No act() that waits: a page that suspended would still show its fallback here.
    render(<AtRoom><RoutedPage route={route} /></AtRoom>);
    expect(screen.getByText('Data: flat-1')).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('prerenders and hydrates a loaded page without the loading state or a mismatch', async () => {
    const route: PageRoute = { path: 'room/:slug', read, component: lazyPage(async () => ShowData) };
    await route.component.load();
    const app = <AtRoom><RoutedPage route={route} /></AtRoom>;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(app);
    expect(container.textContent).toContain('Data: flat-1');
    expect(container.textContent).not.toContain('Loading page');
    const mismatch = vi.fn();
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: mismatch }));
    expect(container.textContent).toContain('Data: flat-1');
    expect(mismatch).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('shows the error page when the code fails to download, and downloads it again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('Chunk failed to load')).mockResolvedValue(ShowData);
    const route: PageRoute = { path: 'room/:slug', read, component: lazyPage(load) };
    await act(async () => {
      render(<AtRoom><RoutedPage route={route} /></AtRoom>);
    });
    expect(await screen.findByText('Chunk failed to load')).toBeInTheDocument();
    await act(async () => screen.getByRole('link', { name: 'Next room' }).click());
    expect(await screen.findByText('Data: flat-2')).toBeInTheDocument();
    expect(screen.queryByText('Chunk failed to load')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts the read before the page code has arrived and gives the page its data', async () => {
    const code = deferred<typeof ShowData>();
    const read = vi.fn((params: Params) => ({ slug: params.slug ?? '' }));
    const route: PageRoute = { path: 'room/:slug', read, component: lazyPage(() => code.promise) };
    // In an async act: React only retries a suspended render inside one (a test-only quirk).
    await act(async () => {
      render(
      <MemoryRouter initialEntries={['/room/flat-1']}>
        <Routes>
          <Route
            path={route.path}
            element={
              <Suspense fallback={<p>Loading page</p>}>
                <RoutePage route={route} />
              </Suspense>
            }
          />
        </Routes>
      </MemoryRouter>,
      );
    });
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ slug: 'flat-1' }));
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => code.resolve(ShowData));
    expect(await screen.findByText('Data: flat-1')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('PageErrorBoundary', () => {
  it('shows the error page and clears it when the user goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Chunk failed to load');
    }
    function Layout() {
      const { pathname } = useLocation();
      return (
        <>
          <Link to="/fine">Go on</Link>
          <PageErrorBoundary resetKey={pathname}>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/fine" element={<p>Fine page</p>} />
            </Routes>
          </PageErrorBoundary>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Layout />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByText('Chunk failed to load')).not.toBeInTheDocument();
  });
});
