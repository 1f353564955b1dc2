import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from 'sonner';
import { Footer } from '@/components/footer/Footer';
import { Header } from '@/components/header/Header';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { TOAST_DURATION_MS } from '@/config/constants';
import { HeaderAccount } from '@/features/auth/components/HeaderAccount';
import { AuthDialogs } from '@/features/auth/dialogs/AuthDialogs';
import { useUnreadTotal } from '@/features/chat/hooks/useUnreadTotal';
import { useDarkMode } from '@/features/theme/useDarkMode';

export function RootLayout() {
  const [dark] = useDarkMode();
  const unread = useUnreadTotal();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <Header account={<HeaderAccount unreadCount={unread} />} />
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <AuthDialogs />
      <Toaster position="top-center" duration={TOAST_DURATION_MS} theme={dark ? 'dark' : 'light'} richColors closeButton />
      <ScrollRestoration />
    </div>
  );
}
