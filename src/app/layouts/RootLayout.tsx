import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '@/components/header/Header';
import { PageLoading } from '@/components/status/LoadingScreen';
import { Toaster } from '@/components/ui/Toaster';
import { AuthDialogs } from '@/features/auth';
import { OfflineBanner } from '@/features/pwa';
import { DarkModeToggle } from '@/features/theme';
import { lazyExtra } from '@/lib/lazyExtra';
import { useAfterLoad } from '@/lib/useAfterLoad';
import { PageErrorBoundary } from '../routing/PageErrorBoundary';
import { ScrollToTop } from '../routing/ScrollToTop';
import { Footer } from './Footer';
import { HeaderAccount } from './HeaderAccount';

const InstallPrompt = lazyExtra(() => import('@/features/pwa/InstallPrompt').then((module) => module.InstallPrompt));

/**
 * The current page. Its loading state shows only when a page's code is still downloading on a
 * first render; navigations keep the previous page on screen until the next one is ready.
 */
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}

export function RootLayout() {
  // Marks the page interactive (hydrated or rendered); tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  const afterLoad = useAfterLoad();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <OfflineBanner />
      <Header themeToggle={<DarkModeToggle />} account={<HeaderAccount />} />
      <main id="main" className="flex-1">
        <PageOutlet />
      </main>
      <Footer />
      <AuthDialogs />
      <Toaster />
      {afterLoad ? (
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
      ) : null}
      <ScrollToTop />
    </div>
  );
}
