/** Test helper (imported by *.test.tsx only): a page at a URL, and where the app navigates from it. */
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';

interface RouteOptions {
  /** The URL to open. */
  path?: string;
  /** The route pattern the element is mounted at; any other URL shows "Elsewhere". */
  route?: string;
}

export function renderAtRoute(element: ReactElement, { path = '/', route = '/' }: RouteOptions = {}) {
  const current: { location: Location | null } = { location: null };
  function LocationProbe() {
    const location = useLocation();
    useEffect(() => {
      current.location = location;
    }, [location]);
    return null;
  }
  const view = render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </HelmetProvider>,
  );
  /** Where the app has navigated to. */
  const location = () => {
    if (!current.location) throw new Error('The router has not rendered yet');
    return current.location;
  };
  return { ...view, location };
}
