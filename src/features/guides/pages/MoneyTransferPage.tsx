import { env } from '@/config/env';
import { canonicalUrl } from '@/lib/seo';
import { Callout } from '../components/Callout';
import { DataSection } from '../components/DataSection';
import { ExternalLink } from '../components/ExternalLink';
import { GuidePage } from '../components/GuidePage';
import { primaryButton } from '../components/styles';
import {
  moneyBenefits,
  moneyChat,
  moneyClosing,
  moneyFaqs,
  moneyHero,
  moneyMeta,
  moneyOffer,
  moneySteps,
  moneyTips,
} from '../content/moneyTransfer';
import { organizationRef } from '../lib/structuredData';

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
];

const closing = {
  ...moneyClosing,
  actions: (
    <ExternalLink href={env.partnerReferralUrl} sponsored className={primaryButton}>
      {moneyOffer.linkLabel}
    </ExternalLink>
  ),
};

export default function MoneyTransferPage() {
  return (
    <GuidePage
      meta={moneyMeta}
      hero={moneyHero}
      chat={moneyChat}
      heroActions={(chatButton) => (
        <>
          <ExternalLink href={env.partnerReferralUrl} sponsored className={primaryButton}>
            Send Money with Our Partner
          </ExternalLink>
          {chatButton}
        </>
      )}
      jsonLd={jsonLd}
      closing={closing}
    >
      <Callout title={moneyOffer.title}>
        <p>{moneyOffer.text}</p>
        <p>
          <ExternalLink href={env.partnerReferralUrl} sponsored>
            {moneyOffer.linkLabel}
          </ExternalLink>
        </p>
      </Callout>

      <DataSection id="why-partner" title="Why use our partner remittance provider" checklist={moneyBenefits} />
      <DataSection id="how-it-works" title="How to send money from the UK to India" steps={moneySteps} label="How to send money to India" />
      <DataSection id="tips" title="Tips to get more rupees for your pounds" checklist={moneyTips} />
      <DataSection id="faq" title="Money transfer FAQs" faqs={moneyFaqs} />

      <p className="text-sm text-slate-600 dark:text-slate-300">
        We may earn a referral fee when you use our partner link, at no extra cost to you. Exchange rates and offers are set by
        the partner and can change.
      </p>
    </GuidePage>
  );
}
