import { Head } from '@/components/seo/Head';
import { CtaBanner } from '../components/CtaBanner';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { InfoCards } from '../components/InfoCards';
import { StepList } from '../components/StepList';
import { WhatsAppCta } from '../components/WhatsAppCta';
import {
  partnerHero,
  partnerMeta,
  partnerOptions,
  partnerSteps,
  partnerWhatsappMessage,
  whoShouldPartner,
} from '../content/partner';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, webPageLd } from '../lib/structuredData';

const crumb = routeLabel(partnerMeta.path);
const jsonLd = [webPageLd(partnerMeta, 'ContactPage'), breadcrumbLd(partnerMeta, crumb)];

export default function PartnerPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={partnerMeta.title} description={partnerMeta.description} path={partnerMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={partnerHero.eyebrow} title={partnerHero.title} intro={partnerHero.intro}>
        <WhatsAppCta message={partnerWhatsappMessage}>Partner With Us on WhatsApp</WhatsAppCta>
      </GuideHero>

      <GuideSection id="who-should-partner" title="Who should partner with us">
        <InfoCards blocks={whoShouldPartner} columns={4} />
      </GuideSection>

      <GuideSection id="ways-to-partner" title="Ways to work together">
        <InfoCards blocks={partnerOptions} columns={3} />
      </GuideSection>

      <GuideSection id="how-it-works" title="How it works">
        <StepList steps={partnerSteps} label="How partnering works" />
      </GuideSection>

      <CtaBanner
        id="get-in-touch"
        title="Let’s grow together"
        text="Send us a message on WhatsApp with your business name and what you offer, and we will get back to you with ideas."
        message={partnerWhatsappMessage}
        label="Partner With Us on WhatsApp"
      />
    </GuideLayout>
  );
}
