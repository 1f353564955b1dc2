import { Head } from '@/components/seo/Head';
import { env } from '@/config/env';
import { canonicalUrl } from '@/lib/seo';
import { DataTable } from '../components/DataTable';
import { FaqList } from '../components/FaqList';
import { CtaBanner } from '../components/CtaBanner';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { InfoCards } from '../components/InfoCards';
import { StepList } from '../components/StepList';
import { WhatsAppCta } from '../components/WhatsAppCta';
import {
  cabsAirports,
  cabsAreasServed,
  cabsBenefits,
  cabsDestinations,
  cabsFaqs,
  cabsHero,
  cabsMeta,
  cabsRoutes,
  cabsSteps,
  cabsWhatsappMessage,
} from '../content/airportCabs';
import { breadcrumbLd, faqPageLd, organizationRef } from '../lib/structuredData';
import { routeLabel } from '../lib/routeLabel';

const crumb = routeLabel(cabsMeta.path);

const jsonLd = [
  {
    '@context': 'https://schema.org',
    '@type': 'TaxiService',
    name: `${env.siteName} Airport Cabs`,
    description: cabsMeta.description,
    url: canonicalUrl(cabsMeta.path),
    serviceType: 'Airport transfer',
    provider: organizationRef(),
    areaServed: cabsAreasServed.map((name) => ({ '@type': 'Place', name })),
    hoursAvailable: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
  },
  faqPageLd(cabsFaqs),
  breadcrumbLd(cabsMeta, crumb),
];

export default function AirportCabsPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={cabsMeta.title} description={cabsMeta.description} path={cabsMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={cabsHero.eyebrow} title={cabsHero.title} intro={cabsHero.intro}>
        <WhatsAppCta message={cabsWhatsappMessage}>Book Your Cab on WhatsApp</WhatsAppCta>
      </GuideHero>

      <GuideSection id="why-book" title="Why book your airport cab with us">
        <InfoCards blocks={cabsBenefits} columns={4} />
      </GuideSection>

      <GuideSection id="airports" title="London airports we cover" intro="We collect from every terminal of the four main London airports, day and night.">
        <InfoCards blocks={cabsAirports} columns={2} />
      </GuideSection>

      <GuideSection
        id="destinations"
        title="Popular drop-off areas"
        intro="Most of our passengers are heading to London’s Indian neighbourhoods, but we go to any UK address."
      >
        <InfoCards blocks={cabsDestinations} columns={3} />
      </GuideSection>

      <GuideSection
        id="journey-times"
        title="Typical journey times"
        intro="Times are for a normal day without heavy traffic; your fare stays fixed whatever the traffic."
      >
        <DataTable
          label="Typical airport cab journey times"
          columns={[
            { header: 'Route', cell: (row) => row.route, rowHeader: true },
            { header: 'Typical journey time', cell: (row) => row.time },
          ]}
          rows={cabsRoutes}
          rowKey={(row) => row.route}
          minWidthClass="min-w-[22rem]"
        />
      </GuideSection>

      <GuideSection id="how-to-book" title="How to book">
        <StepList steps={cabsSteps} label="How to book an airport cab" />
      </GuideSection>

      <GuideSection id="faq" title="Airport cab FAQs">
        <FaqList faqs={cabsFaqs} />
      </GuideSection>

      <CtaBanner
        id="book"
        title="Landing soon? Book your fixed-fare cab"
        text="Send your flight details on WhatsApp and get your fare in minutes, any time of day or night."
        message={cabsWhatsappMessage}
        label="Book Your Cab on WhatsApp"
      />
    </GuideLayout>
  );
}
