import { DataSection } from '../components/DataSection';
import { GuidePage } from '../components/GuidePage';
import {
  partnerChat,
  partnerClosing,
  partnerHero,
  partnerMeta,
  partnerOptions,
  partnerSteps,
  whoShouldPartner,
} from '../content/partner';
import { webPageLd } from '../lib/structuredData';

export default function PartnerPage() {
  return (
    <GuidePage meta={partnerMeta} hero={partnerHero} chat={partnerChat} jsonLd={[webPageLd(partnerMeta, 'ContactPage')]} closing={partnerClosing}>
      <DataSection id="who-should-partner" title="Who should partner with us" cards={whoShouldPartner} columns={4} />
      <DataSection id="ways-to-partner" title="Ways to work together" cards={partnerOptions} />
      <DataSection id="how-it-works" title="How it works" steps={partnerSteps} label="How partnering works" />
    </GuidePage>
  );
}
