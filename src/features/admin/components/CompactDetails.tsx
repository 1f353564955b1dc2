import type { ReactNode } from 'react';

/** A denser DetailList for dialogs: two columns even on a phone, three from `sm`. */
export function CompactDetails({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">{children}</dl>;
}
