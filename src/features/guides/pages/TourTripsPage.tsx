import { Head } from '@/components/seo/Head';
import { Card, CardGrid } from '../components/CardGrid';
import { CtaBanner } from '../components/CtaBanner';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { InfoCards } from '../components/InfoCards';
import { SmartImage } from '../components/SmartImage';
import { WhatsAppCta } from '../components/WhatsAppCta';
import { tourEnquiryMessage, tourInclusions, tours, toursHero, toursMeta, toursWhatsappMessage } from '../content/tours';
import { illustrationSlug } from '../content/urls';
import { routeLabel } from '../lib/routeLabel';
import { absoluteUrl, breadcrumbLd, itemListLd, organizationRef } from '../lib/structuredData';

const crumb = routeLabel(toursMeta.path);
const jsonLd = [
  itemListLd(
    'UK coach tours from London',
    'TouristTrip',
    tours.map((tour) => ({
      name: tour.title,
      description: tour.description,
      image: absoluteUrl(tour.imageUrl),
      provider: organizationRef(),
    })),
  ),
  breadcrumbLd(toursMeta, crumb),
];

export default function TourTripsPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={toursMeta.title} description={toursMeta.description} path={toursMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={toursHero.eyebrow} title={toursHero.title} intro={toursHero.intro}>
        <WhatsAppCta message={toursWhatsappMessage}>Enquire About a Tour on WhatsApp</WhatsAppCta>
      </GuideHero>

      <GuideSection id="tours" title="Coach tours and day trips" intro="Eighteen of our most popular trips, from easy day trips to weekend breaks.">
        <CardGrid columns={3} label="Coach tours">
          {tours.map((tour) => {
            const titleId = `tour-${illustrationSlug(tour.title)}`;
            return (
              <Card
                key={tour.title}
                title={tour.title}
                titleId={titleId}
                media={<SmartImage src={tour.imageUrl} alt={`Illustration of ${tour.title}`} width={400} height={250} />}
                footer={
                  <WhatsAppCta message={tourEnquiryMessage(tour.title)} describedBy={titleId} className="w-full text-sm">
                    Enquire on WhatsApp
                  </WhatsAppCta>
                }
              >
                <p>{tour.description}</p>
              </Card>
            );
          })}
        </CardGrid>
      </GuideSection>

      <GuideSection id="good-to-know" title="Good to know">
        <InfoCards blocks={tourInclusions} columns={3} />
      </GuideSection>

      <CtaBanner
        id="enquire"
        title="Plan a trip for your family or group"
        text="Tell us the tour, date and number of travellers on WhatsApp and we will confirm prices, pick-up points and availability."
        message={toursWhatsappMessage}
        label="Enquire About a Tour on WhatsApp"
      />
    </GuideLayout>
  );
}
