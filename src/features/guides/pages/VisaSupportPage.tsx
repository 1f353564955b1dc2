import { Head } from '@/components/seo/Head';
import { Callout } from '../components/Callout';
import { CtaBanner } from '../components/CtaBanner';
import { FaqList } from '../components/FaqList';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { InfoCards } from '../components/InfoCards';
import { StepList } from '../components/StepList';
import { WhatsAppCta } from '../components/WhatsAppCta';
import {
  visaDisclaimer,
  visaFaqs,
  visaFundsNote,
  visaHero,
  visaMeta,
  visaProcess,
  visaTypes,
  visaWhatsappMessage,
} from '../content/visa';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, faqPageLd } from '../lib/structuredData';

const crumb = routeLabel(visaMeta.path);
const jsonLd = [faqPageLd(visaFaqs), breadcrumbLd(visaMeta, crumb)];

export default function VisaSupportPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={visaMeta.title} description={visaMeta.description} path={visaMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={visaHero.eyebrow} title={visaHero.title} intro={visaHero.intro}>
        <WhatsAppCta message={visaWhatsappMessage}>Get Visa Help on WhatsApp</WhatsAppCta>
      </GuideHero>

      <GuideSection
        id="visa-types"
        title="UK visas we help with"
        intro="The main routes for Indian students, workers and families. Your advisor confirms which one fits your situation."
      >
        <InfoCards blocks={visaTypes} columns={3} />
      </GuideSection>

      <Callout title={visaFundsNote.title}>
        <ul className="list-disc space-y-1 pl-5">
          {visaFundsNote.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Callout>

      <GuideSection id="how-it-works" title="How our visa support works">
        <StepList steps={visaProcess} label="How visa support works" />
      </GuideSection>

      <GuideSection id="faq" title="Visa FAQs">
        <FaqList faqs={visaFaqs} />
      </GuideSection>

      <Callout title="Important" tone="warning">
        <p>{visaDisclaimer}</p>
      </Callout>

      <CtaBanner
        id="get-help"
        title="Talk to a regulated visa advisor"
        text="Tell us your visa type and dates on WhatsApp and we will connect you with the right advisor."
        message={visaWhatsappMessage}
        label="Get Visa Help on WhatsApp"
      />
    </GuideLayout>
  );
}
