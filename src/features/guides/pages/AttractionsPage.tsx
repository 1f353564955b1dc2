import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { AttractionCard } from '../components/AttractionCard';
import { CardGrid } from '../components/CardGrid';
import { CtaBanner } from '../components/CtaBanner';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { WhatsAppCta } from '../components/WhatsAppCta';
import { primaryButton, secondaryButton } from '../components/styles';
import { GUIDE_COUNTS, GUIDE_LABELS } from '../constants';
import { attractions, attractionsHero, attractionsMeta, attractionsWhatsappMessage } from '../content/attractions';
import { routeLabel } from '../lib/routeLabel';
import { absoluteUrl, breadcrumbLd, itemListLd } from '../lib/structuredData';

const crumb = routeLabel(attractionsMeta.path);
const jsonLd = [
  itemListLd(
    'Top London attractions',
    'TouristAttraction',
    attractions.map((attraction) => ({
      name: attraction.name,
      description: attraction.description,
      image: absoluteUrl(attraction.imageUrl),
      hasMap: attraction.mapUrl,
    })),
  ),
  breadcrumbLd(attractionsMeta, crumb),
];

export default function AttractionsPage() {
  // One way: once every attraction is shown, the button is gone for good.
  const [showAll, setShowAll] = useState(false);
  const firstRevealed = useRef<HTMLHeadingElement>(null);
  const visible = showAll ? attractions : attractions.slice(0, GUIDE_COUNTS.attractionsInitial);

  useEffect(() => {
    // The button disappears, so keyboard users continue from the first newly shown card.
    if (showAll) firstRevealed.current?.focus();
  }, [showAll]);

  return (
    <GuideLayout crumb={crumb}>
      <Head title={attractionsMeta.title} description={attractionsMeta.description} path={attractionsMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={attractionsHero.eyebrow} title={attractionsHero.title} intro={attractionsHero.intro}>
        <WhatsAppCta message={attractionsWhatsappMessage}>Plan a Day Out on WhatsApp</WhatsAppCta>
        <Link to="/uk-tour-trips" className={secondaryButton}>
          See UK Tour Trips
        </Link>
      </GuideHero>

      <GuideSection
        id="attractions"
        title={`${attractions.length} must-see places in and around London`}
        intro="Tap View on Map for directions. Free entry is mentioned where it applies; book paid attractions online for the best prices."
      >
        <CardGrid columns={3} label="London attractions">
          {visible.map((attraction, index) => (
            <AttractionCard
              key={attraction.name}
              attraction={attraction}
              headingRef={index === GUIDE_COUNTS.attractionsInitial ? firstRevealed : undefined}
            />
          ))}
        </CardGrid>
        {showAll ? null : (
          <div className="mt-8 text-center">
            <button type="button" className={primaryButton} onClick={() => setShowAll(true)}>
              {GUIDE_LABELS.showAllAttractions}
            </button>
          </div>
        )}
      </GuideSection>

      <CtaBanner
        id="plan"
        title="Planning a day out for visiting family?"
        text="Tell us what your parents or friends would enjoy and we will suggest a route, vegetarian food stops and the best travel passes."
        message={attractionsWhatsappMessage}
        label="Plan a Day Out on WhatsApp"
      />
    </GuideLayout>
  );
}
