import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '@/components/footer/Footer';
import { Header } from '@/components/header/Header';
import { Toaster } from '@/components/ui/Toaster';
import { HeaderAccount } from '@/features/auth/components/HeaderAccount';
import { AuthDialogs } from '@/features/auth/dialogs/AuthDialogs';
import { useUnreadTotal } from '@/features/chat/hooks/useUnreadTotal';
import { InstallPrompt } from '@/features/pwa/InstallPrompt';
import { OfflineBanner } from '@/features/pwa/OfflineBanner';

export function RootLayout() {
  const unread = useUnreadTotal();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <OfflineBanner />
      <Header account={<HeaderAccount unreadCount={unread} />} />
      <main id="main" className="flex-1">
        {/* No Suspense here: the data router loads lazy route modules before it renders them. */}
        <Outlet />
      </main>
      <Footer />
      <AuthDialogs />
      <Toaster />
      <InstallPrompt />
      <ScrollRestoration />
    </div>
  );
}
