import { Suspense, lazy } from 'react';
import { Head } from '@/components/seo/Head';
import { Callout } from '../components/Callout';
import { Checklist } from '../components/Checklist';
import { CtaBanner } from '../components/CtaBanner';
import { FaqList } from '../components/FaqList';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { LazyBoundary } from '../components/LazyBoundary';
import { StepList } from '../components/StepList';
import { WhatsAppCta } from '../components/WhatsAppCta';
import {
  mortgageDashboardIntro,
  mortgageDisclaimer,
  mortgageFaqs,
  mortgageFigures,
  mortgageHero,
  mortgageMeta,
  mortgageRequirements,
  mortgageSteps,
  mortgageWhatsappMessage,
} from '../content/mortgages';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, faqPageLd, webPageLd } from '../lib/structuredData';

/** The live dashboard is its own chunk, fetched after the guide text renders. */
const MortgageRateDashboard = lazy(() =>
  import('@/features/mortgage/components/MortgageRateDashboard').then((m) => ({ default: m.MortgageRateDashboard })),
);

const crumb = routeLabel(mortgageMeta.path);
const jsonLd = [webPageLd(mortgageMeta), faqPageLd(mortgageFaqs), breadcrumbLd(mortgageMeta, crumb)];

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
    <GuideLayout crumb={crumb}>
      <Head title={mortgageMeta.title} description={mortgageMeta.description} path={mortgageMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={mortgageHero.eyebrow} title={mortgageHero.title} intro={mortgageHero.intro}>
        <WhatsAppCta message={mortgageWhatsappMessage}>Talk to a Mortgage Broker on WhatsApp</WhatsAppCta>
      </GuideHero>

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

      <Callout title={mortgageFigures.title}>
        <ul className="list-disc space-y-1 pl-5">
          {mortgageFigures.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Callout>

      <GuideSection id="requirements" title="What lenders look for">
        <Checklist items={mortgageRequirements} label="Mortgage requirements for visa holders" />
      </GuideSection>

      <GuideSection id="application-steps" title="How to apply for a UK mortgage">
        <StepList steps={mortgageSteps} label="Mortgage application steps" />
      </GuideSection>

      <GuideSection id="faq" title="Mortgage FAQs">
        <FaqList faqs={mortgageFaqs} />
      </GuideSection>

      <CtaBanner
        id="broker"
        title="Speak to a broker who works with visa holders"
        text="Share your visa, income and deposit on WhatsApp and we will put you in touch with an FCA-authorised mortgage broker."
        message={mortgageWhatsappMessage}
        label="Talk to a Mortgage Broker on WhatsApp"
      />
    </GuideLayout>
  );
}
