import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { AuthDialogsProvider } from '@/features/auth';
import { SessionProvider } from '@/session/SessionProvider';
import { ShortlistProvider } from '@/features/shortlist';

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
