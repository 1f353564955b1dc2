import { Card, CardGrid } from '../components/CardGrid';
import { DataSection } from '../components/DataSection';
import { GuidePage } from '../components/GuidePage';
import { GuideSection } from '../components/GuideSection';
import { SmartImage } from '../components/SmartImage';
import { WhatsAppCta } from '../components/WhatsAppCta';
import { tourEnquiryMessage, tourInclusions, tours, toursChat, toursClosing, toursHero, toursMeta } from '../content/tours';
import { illustrationSlug } from '../content/urls';
import { absoluteUrl, itemListLd, organizationRef } from '../lib/structuredData';

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
];

export default function TourTripsPage() {
  return (
    <GuidePage meta={toursMeta} hero={toursHero} chat={toursChat} jsonLd={jsonLd} closing={toursClosing}>
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
      <DataSection id="good-to-know" title="Good to know" cards={tourInclusions} />
    </GuidePage>
  );
}
