import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { AuthDialogsProvider } from '@/features/auth/dialogs/AuthDialogsProvider';
import { SessionProvider } from '@/features/auth/session/SessionProvider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <HelmetProvider>
      <SessionProvider>
        <AuthDialogsProvider>{children}</AuthDialogsProvider>
      </SessionProvider>
    </HelmetProvider>
  );
}
