import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { AuthDialogsProvider } from '@/features/auth/dialogs/AuthDialogsProvider';
import { SessionProvider } from '@/features/auth/session/SessionProvider';
import { ShortlistProvider } from '@/features/shortlist/ShortlistProvider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <HelmetProvider>
      <SessionProvider>
        <AuthDialogsProvider>
          <ShortlistProvider>{children}</ShortlistProvider>
        </AuthDialogsProvider>
      </SessionProvider>
    </HelmetProvider>
  );
}
