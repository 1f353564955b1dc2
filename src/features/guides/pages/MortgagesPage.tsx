import { Suspense, lazy } from 'react';
import { Callout } from '../components/Callout';
import { DataSection } from '../components/DataSection';
import { GuidePage } from '../components/GuidePage';
import { LazyBoundary } from '../components/LazyBoundary';
import {
  mortgageChat,
  mortgageClosing,
  mortgageDashboardIntro,
  mortgageDisclaimer,
  mortgageFaqs,
  mortgageFigures,
  mortgageHero,
  mortgageMeta,
  mortgageRequirements,
  mortgageSteps,
} from '../content/mortgages';
import { faqPageLd, webPageLd } from '../lib/structuredData';

/** The live dashboard is its own chunk, fetched after the guide text renders. */
const MortgageRateDashboard = lazy(() =>
  import('@/features/mortgage/components/MortgageRateDashboard').then((m) => ({ default: m.MortgageRateDashboard })),
);

function DashboardPlaceholder({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex min-h-96 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
    >
      {text}
    </div>
  );
}

export default function MortgagesPage() {
  return (
    <GuidePage
      meta={mortgageMeta}
      hero={mortgageHero}
      chat={mortgageChat}
      jsonLd={[webPageLd(mortgageMeta), faqPageLd(mortgageFaqs)]}
      closing={mortgageClosing}
    >
      <Callout title="Disclaimer" tone="warning">
        {mortgageDisclaimer.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Callout>

      {/* The dashboard brings its own h2 ("Live mortgage rate dashboard"), so no GuideSection here. */}
      <div id="live-rates" className="scroll-mt-24 space-y-4">
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">{mortgageDashboardIntro}</p>
        <LazyBoundary fallback={<DashboardPlaceholder text="The live rate dashboard could not be loaded. Please refresh the page to try again." />}>
          <Suspense fallback={<DashboardPlaceholder text="Loading the live mortgage rate dashboard..." />}>
            <MortgageRateDashboard />
          </Suspense>
        </LazyBoundary>
      </div>

      <Callout {...mortgageFigures} />
      <DataSection id="requirements" title="What lenders look for" checklist={mortgageRequirements} label="Mortgage requirements for visa holders" />
      <DataSection id="application-steps" title="How to apply for a UK mortgage" steps={mortgageSteps} label="Mortgage application steps" />
      <DataSection id="faq" title="Mortgage FAQs" faqs={mortgageFaqs} />
    </GuidePage>
  );
}
