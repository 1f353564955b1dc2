import { Head } from '@/components/seo/Head';
import { env } from '@/config/env';
import { canonicalUrl } from '@/lib/seo';
import { Callout } from '../components/Callout';
import { Checklist } from '../components/Checklist';
import { CtaBanner } from '../components/CtaBanner';
import { ExternalLink } from '../components/ExternalLink';
import { FaqList } from '../components/FaqList';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { StepList } from '../components/StepList';
import { WhatsAppCta } from '../components/WhatsAppCta';
import { primaryButton } from '../components/styles';
import {
  moneyBenefits,
  moneyFaqs,
  moneyHero,
  moneyMeta,
  moneyOffer,
  moneySteps,
  moneyTips,
  moneyWhatsappMessage,
} from '../content/moneyTransfer';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, organizationRef } from '../lib/structuredData';

const crumb = routeLabel(moneyMeta.path);
const jsonLd = [
  {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: `${env.siteName} Money Transfer to India`,
    description: moneyMeta.description,
    url: canonicalUrl(moneyMeta.path),
    provider: organizationRef(),
    areaServed: [
      { '@type': 'Country', name: 'United Kingdom' },
      { '@type': 'Country', name: 'India' },
    ],
    currenciesAccepted: 'GBP',
    serviceType: 'International money transfer (GBP to INR)',
  },
  breadcrumbLd(moneyMeta, crumb),
];

export default function MoneyTransferPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={moneyMeta.title} description={moneyMeta.description} path={moneyMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={moneyHero.eyebrow} title={moneyHero.title} intro={moneyHero.intro}>
        <ExternalLink href={env.partnerReferralUrl} sponsored className={primaryButton}>
          Send Money with Our Partner
        </ExternalLink>
        <WhatsAppCta message={moneyWhatsappMessage}>Ask a Money Transfer Question</WhatsAppCta>
      </GuideHero>

      <Callout title={moneyOffer.title}>
        <p>{moneyOffer.text}</p>
        <p>
          <ExternalLink href={env.partnerReferralUrl} sponsored>
            {moneyOffer.linkLabel}
          </ExternalLink>
        </p>
      </Callout>

      <GuideSection id="why-partner" title="Why use our partner remittance provider">
        <Checklist items={moneyBenefits} />
      </GuideSection>

      <GuideSection id="how-it-works" title="How to send money from the UK to India">
        <StepList steps={moneySteps} label="How to send money to India" />
      </GuideSection>

      <GuideSection id="tips" title="Tips to get more rupees for your pounds">
        <Checklist items={moneyTips} />
      </GuideSection>

      <GuideSection id="faq" title="Money transfer FAQs">
        <FaqList faqs={moneyFaqs} />
      </GuideSection>

      <p className="text-sm text-slate-600 dark:text-slate-300">
        We may earn a referral fee when you use our partner link, at no extra cost to you. Exchange rates and offers are set by
        the partner and can change.
      </p>

      <CtaBanner
        id="ask"
        title="Not sure which option is best?"
        text="Ask us about transfer limits, NRE accounts or paying fees in India, and we will point you in the right direction."
        message={moneyWhatsappMessage}
        label="Ask a Money Transfer Question"
      >
        <ExternalLink href={env.partnerReferralUrl} sponsored className={primaryButton}>
          {moneyOffer.linkLabel}
        </ExternalLink>
      </CtaBanner>
    </GuideLayout>
  );
}
