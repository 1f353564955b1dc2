import { Callout } from '../components/Callout';
import { DataSection } from '../components/DataSection';
import { GuidePage } from '../components/GuidePage';
import {
  visaChat,
  visaClosing,
  visaDisclaimer,
  visaFaqs,
  visaFundsNote,
  visaHero,
  visaMeta,
  visaProcess,
  visaTypes,
} from '../content/visa';
import { faqPageLd } from '../lib/structuredData';

export default function VisaSupportPage() {
  return (
    <GuidePage meta={visaMeta} hero={visaHero} chat={visaChat} jsonLd={[faqPageLd(visaFaqs)]} closing={visaClosing}>
      <DataSection
        id="visa-types"
        title="UK visas we help with"
        intro="The main routes for Indian students, workers and families. Your advisor confirms which one fits your situation."
        cards={visaTypes}
      />
      <Callout {...visaFundsNote} />
      <DataSection id="how-it-works" title="How our visa support works" steps={visaProcess} label="How visa support works" />
      <DataSection id="faq" title="Visa FAQs" faqs={visaFaqs} />
      <Callout title="Important" tone="warning">
        <p>{visaDisclaimer}</p>
      </Callout>
    </GuidePage>
  );
}
