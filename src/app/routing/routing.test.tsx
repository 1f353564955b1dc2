import { Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, type PageRoute } from './pageRoute';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RoutePage } from './RoutePage';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function ShowData() {
  return <p>Data: {useParams().slug}</p>;
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
  it('renders a page whose code has arrived at once, without the loading state', async () => {
    const route: PageRoute = { path: 'room/:slug', component: lazyPage(async () => ShowData) };
    await route.component.load();
    // No act() that waits: a page that suspended would still show its fallback here.
    render(<AtRoom><RoutedPage route={route} /></AtRoom>);
    expect(screen.getByText('Data: flat-1')).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('prerenders and hydrates a loaded page without the loading state or a mismatch', async () => {
    const route: PageRoute = { path: 'room/:slug', component: lazyPage(async () => ShowData) };
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
    const route: PageRoute = { path: 'room/:slug', component: lazyPage(load) };
    await act(async () => {
      render(<AtRoom><RoutedPage route={route} /></AtRoom>);
    });
    expect(await screen.findByText('Chunk failed to load')).toBeInTheDocument();
    await act(async () => screen.getByRole('link', { name: 'Next room' }).click());
    expect(await screen.findByText('Data: flat-2')).toBeInTheDocument();
    expect(screen.queryByText('Chunk failed to load')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback while the page code is on its way, then the page', async () => {
    const code = deferred<typeof ShowData>();
    const route: PageRoute = { path: 'room/:slug', component: lazyPage(() => code.promise) };
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
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => code.resolve(ShowData));
    expect(await screen.findByText('Data: flat-1')).toBeInTheDocument();
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
