import { Callout } from '../components/Callout';
import { Checklist } from '../components/Checklist';
import { DataSection } from '../components/DataSection';
import { ExternalLink } from '../components/ExternalLink';
import { GuidePage } from '../components/GuidePage';
import { GuideSection } from '../components/GuideSection';
import { SeeAlso } from '../components/SeeAlso';
import {
  rightToRentChat,
  rightToRentClosing,
  rightToRentFaqs,
  rightToRentHero,
  rightToRentHowItWorks,
  rightToRentMeta,
  rightToRentNeverFirst,
  rightToRentSafely,
  rightToRentSources,
  rightToRentWhoChecks,
} from '../content/rightToRent';
import { faqPageLd } from '../lib/structuredData';

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
    <GuidePage
      meta={rightToRentMeta}
      hero={rightToRentHero}
      chat={rightToRentChat}
      heroActions={() => <ExternalLink href={rightToRentSources.proveRightToRent}>Get your share code on GOV.UK</ExternalLink>}
      jsonLd={[faqPageLd(rightToRentFaqs)]}
      closing={rightToRentClosing}
    >
      <DataSection id="who-checks" title="What a landlord in England must check" cards={rightToRentWhoChecks} />
      <DataSection id="how-it-works" title="How the check works" checklist={rightToRentHowItWorks} label="How the Right to Rent check works" />

      <Callout title="What nobody may ask you for first" tone="warning">
        <Checklist items={rightToRentNeverFirst} label="What nobody may ask you for first" />
      </Callout>

      <DataSection id="prove-safely" title="How to prove your status safely" checklist={rightToRentSafely} label="How to prove your status safely">
        <SeeAlso lead="Need help with your visa itself? See" to="/visa-and-immigration-support" link="Visa & Immigration Support" />
      </DataSection>
      <DataSection id="faq" title="Right to Rent FAQs" faqs={rightToRentFaqs} />

      <GuideSection id="sources" title="Official sources">
        <ul className="list-disc space-y-1 pl-5">
          {SOURCES.map((source) => (
            <li key={source.href}>
              <ExternalLink href={source.href}>{source.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </GuideSection>
    </GuidePage>
  );
}
