import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { WhatsAppLink } from './WhatsAppLink';

/** Site header: logo, WhatsApp, the theme toggle, then the account area (messages, login or avatar menu). */
export function Header({ themeToggle, account }: { themeToggle: ReactNode; account: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-1 px-2 sm:px-6">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-0.5 sm:gap-2">
          <WhatsAppLink />
          {themeToggle}
          {account}
        </nav>
      </div>
    </header>
  );
}
