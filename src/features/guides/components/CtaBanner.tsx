import type { ReactNode } from 'react';
import { WhatsAppCta } from './WhatsAppCta';

export interface CtaBannerProps {
  id: string;
  title: string;
  text: string;
  message: string;
  label: string;
  /** Extra actions next to the WhatsApp button. */
  children?: ReactNode;
}

/** Closing call to action of a page: a short pitch and the WhatsApp button. */
export function CtaBanner({ id, title, text, message, label, children }: CtaBannerProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-2xl border border-green-200 bg-green-50 px-5 py-8 text-center sm:px-10 dark:border-green-900 dark:bg-slate-800"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900 dark:text-slate-100">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <WhatsAppCta message={message}>{label}</WhatsAppCta>
        {children}
      </div>
    </section>
  );
}
