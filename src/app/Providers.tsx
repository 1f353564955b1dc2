import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { toast } from '@/components/ui/toast';
import { AuthDialogsProvider } from '@/features/auth';
import { SessionProvider } from '@/session/SessionProvider';
import { ShortlistProvider } from '@/features/shortlist';

const announce = (message: string) => toast.success(message);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <HelmetProvider>
      <SessionProvider onAccountDeleted={announce}>
        <AuthDialogsProvider>
          <ShortlistProvider>{children}</ShortlistProvider>
        </AuthDialogsProvider>
      </SessionProvider>
    </HelmetProvider>
  );
}
