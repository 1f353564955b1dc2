import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AttractionCard } from '../components/AttractionCard';
import { CardGrid } from '../components/CardGrid';
import { GuidePage } from '../components/GuidePage';
import { GuideSection } from '../components/GuideSection';
import { primaryButton, secondaryButton } from '../components/styles';
import { GUIDE_COUNTS, GUIDE_LABELS } from '../constants';
import { attractions, attractionsChat, attractionsClosing, attractionsHero, attractionsMeta } from '../content/attractions';
import { absoluteUrl, itemListLd } from '../lib/structuredData';

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
    <GuidePage
      meta={attractionsMeta}
      hero={attractionsHero}
      chat={attractionsChat}
      heroActions={(chatButton) => (
        <>
          {chatButton}
          <Link to="/uk-tour-trips" className={secondaryButton}>
            See UK Tour Trips
          </Link>
        </>
      )}
      jsonLd={jsonLd}
      closing={attractionsClosing}
    >
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
    </GuidePage>
  );
}
