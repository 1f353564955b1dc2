import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { Callout } from '../components/Callout';
import { Checklist } from '../components/Checklist';
import { CtaBanner } from '../components/CtaBanner';
import { ExternalLink } from '../components/ExternalLink';
import { FaqList } from '../components/FaqList';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { InfoCards } from '../components/InfoCards';
import { textLink } from '../components/styles';
import {
  rightToRentFaqs,
  rightToRentHero,
  rightToRentHowItWorks,
  rightToRentMeta,
  rightToRentNeverFirst,
  rightToRentSafely,
  rightToRentSources,
  rightToRentWhatsappMessage,
  rightToRentWhoChecks,
} from '../content/rightToRent';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, faqPageLd } from '../lib/structuredData';

const crumb = routeLabel(rightToRentMeta.path);
const jsonLd = [faqPageLd(rightToRentFaqs), breadcrumbLd(rightToRentMeta, crumb)];

const SOURCES = [
  { href: rightToRentSources.landlordCheck, label: 'GOV.UK: Check your tenant’s right to rent' },
  { href: rightToRentSources.proveRightToRent, label: 'GOV.UK: Prove your right to rent in England' },
  { href: rightToRentSources.viewRightToRent, label: 'GOV.UK: View a tenant’s right to rent in England' },
  { href: rightToRentSources.tenantDocuments, label: 'GOV.UK: Private renting, document checks' },
  { href: rightToRentSources.landlordsGuide, label: 'GOV.UK: Landlord’s guide to right to rent checks' },
  { href: rightToRentSources.tenantFees, label: 'GOV.UK: Tenant Fees Act 2019 guidance' },
] as const;

export default function RightToRentPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={rightToRentMeta.title} description={rightToRentMeta.description} path={rightToRentMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={rightToRentHero.eyebrow} title={rightToRentHero.title} intro={rightToRentHero.intro}>
        <ExternalLink href={rightToRentSources.proveRightToRent}>Get your share code on GOV.UK</ExternalLink>
      </GuideHero>

      <GuideSection id="who-checks" title="What a landlord in England must check">
        <InfoCards blocks={rightToRentWhoChecks} columns={3} />
      </GuideSection>

      <GuideSection id="how-it-works" title="How the check works">
        <Checklist items={rightToRentHowItWorks} label="How the Right to Rent check works" />
      </GuideSection>

      <Callout title="What nobody may ask you for first" tone="warning">
        <Checklist items={rightToRentNeverFirst} label="What nobody may ask you for first" />
      </Callout>

      <GuideSection id="prove-safely" title="How to prove your status safely">
        <Checklist items={rightToRentSafely} label="How to prove your status safely" />
        <p className="mt-4">
          Need help with your visa itself? See{' '}
          <Link to="/visa-and-immigration-support" className={textLink}>
            Visa &amp; Immigration Support
          </Link>
          .
        </p>
      </GuideSection>

      <GuideSection id="faq" title="Right to Rent FAQs">
        <FaqList faqs={rightToRentFaqs} />
      </GuideSection>

      <GuideSection id="sources" title="Official sources">
        <ul className="list-disc space-y-1 pl-5">
          {SOURCES.map((source) => (
            <li key={source.href}>
              <ExternalLink href={source.href}>{source.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </GuideSection>

      <CtaBanner
        id="get-help"
        title="Not sure what a landlord may ask for?"
        text="Send us the message or the advert on WhatsApp and we will tell you what to check before you send anything or pay."
        message={rightToRentWhatsappMessage}
        label="Ask us on WhatsApp"
      />
    </GuideLayout>
  );
}
