import type { ReactNode } from 'react';
import { Head } from '@/components/seo/Head';
import type { PageMeta } from '../content/types';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd } from '../lib/structuredData';
import { GuideLayout } from './GuideLayout';
import { WhatsAppCta } from './WhatsAppCta';

export interface GuidePageProps {
  meta: PageMeta;
  /** The page's one h1, with an optional short line above it and its introduction. */
  hero: { eyebrow?: string; title: string; intro: string };
  /** The page's prefilled WhatsApp message and the label of its WhatsApp buttons. */
  chat: { message: string; label: string };
  /** The page's own structured data; the breadcrumb is added after it. */
  jsonLd?: object[];
  /** The hero's calls to action, given the WhatsApp button; just that button by default. */
  heroActions?: (chatButton: ReactNode) => ReactNode;
  /** The closing banner; `label` overrides the chat label, `actions` sit beside its WhatsApp button. */
  closing: { id: string; title: string; text: string; label?: string; actions?: ReactNode };
  children: ReactNode;
}

/** A whole guide page: head tags, breadcrumb, hero, the page's sections and the closing WhatsApp banner. */
export function GuidePage({ meta, hero, chat, jsonLd = [], heroActions = (button) => button, closing, children }: GuidePageProps) {
  const crumb = routeLabel(meta.path);
  const closingHeadingId = `${closing.id}-heading`;
  return (
    <GuideLayout crumb={crumb}>
      <Head title={meta.title} description={meta.description} path={meta.path} jsonLd={[...jsonLd, breadcrumbLd(meta, crumb)]} />
      <div className="rounded-2xl bg-gradient-to-br from-orange-50 to-amber-100 px-5 py-8 sm:px-10 sm:py-12 dark:from-slate-800 dark:to-slate-900">
        {hero.eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase dark:text-orange-300">{hero.eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl leading-tight font-bold text-slate-900 sm:text-4xl dark:text-slate-100">{hero.title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{hero.intro}</p>
        <div className="mt-6 flex flex-wrap gap-3">{heroActions(<WhatsAppCta message={chat.message}>{chat.label}</WhatsAppCta>)}</div>
      </div>
      {children}
      <section
        id={closing.id}
        aria-labelledby={closingHeadingId}
        className="rounded-2xl border border-green-200 bg-green-50 px-5 py-8 text-center sm:px-10 dark:border-green-900 dark:bg-slate-800"
      >
        <h2 id={closingHeadingId} className="text-2xl font-bold text-slate-900 dark:text-slate-100">
          {closing.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{closing.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <WhatsAppCta message={chat.message}>{closing.label ?? chat.label}</WhatsAppCta>
          {closing.actions}
        </div>
      </section>
    </GuideLayout>
  );
}
