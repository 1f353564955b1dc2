import { env } from '@/config/env';
import { canonicalUrl } from '@/lib/seo';
import { DataSection } from '../components/DataSection';
import { DataTable } from '../components/DataTable';
import { GuidePage } from '../components/GuidePage';
import { GuideSection } from '../components/GuideSection';
import {
  cabsAirports,
  cabsAreasServed,
  cabsBenefits,
  cabsChat,
  cabsClosing,
  cabsDestinations,
  cabsFaqs,
  cabsHero,
  cabsMeta,
  cabsRoutes,
  cabsSteps,
} from '../content/airportCabs';
import { faqPageLd, organizationRef } from '../lib/structuredData';

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
];

export default function AirportCabsPage() {
  return (
    <GuidePage meta={cabsMeta} hero={cabsHero} chat={cabsChat} jsonLd={jsonLd} closing={cabsClosing}>
      <DataSection id="why-book" title="Why book your airport cab with us" cards={cabsBenefits} columns={4} />
      <DataSection
        id="airports"
        title="London airports we cover"
        intro="We collect from every terminal of the four main London airports, day and night."
        cards={cabsAirports}
        columns={2}
      />
      <DataSection
        id="destinations"
        title="Popular drop-off areas"
        intro="Most of our passengers are heading to London’s Indian neighbourhoods, but we go to any UK address."
        cards={cabsDestinations}
      />
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
      <DataSection id="how-to-book" title="How to book" steps={cabsSteps} label="How to book an airport cab" />
      <DataSection id="faq" title="Airport cab FAQs" faqs={cabsFaqs} />
    </GuidePage>
  );
}
