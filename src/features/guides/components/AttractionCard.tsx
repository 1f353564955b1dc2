import type { Ref } from 'react';
import type { Attraction } from '../content/types';
import { illustrationSlug } from '../content/urls';
import { GUIDE_LABELS } from '../constants';
import { Card } from './CardGrid';
import { ExternalLink } from './ExternalLink';
import { SmartImage } from './SmartImage';

export interface AttractionCardProps {
  attraction: Attraction;
  /** Set on the first card revealed by "Show All Attractions", which then receives focus. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** An attraction: illustration, name, description and a "View on Map" link. */
export function AttractionCard({ attraction, headingRef }: AttractionCardProps) {
  const titleId = `attraction-${illustrationSlug(attraction.name)}`;
  return (
    <Card
      media={<SmartImage src={attraction.imageUrl} alt={`Illustration of ${attraction.name}`} width={400} height={250} />}
      footer={
        <ExternalLink href={attraction.mapUrl} describedBy={titleId}>
          {GUIDE_LABELS.viewOnMap}
        </ExternalLink>
      }
    >
      <h3
        id={titleId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-slate-100"
      >
        {attraction.name}
      </h3>
      <p className="mt-2">{attraction.description}</p>
    </Card>
  );
}
