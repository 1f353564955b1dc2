import type { Area, MapPlace } from '../content/types';
import { ExternalLink } from './ExternalLink';
import { cardSurface } from './styles';

export interface AreaDetailCardProps {
  area: Area;
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900 dark:text-slate-100">{term}</dt>
      <dd className="mt-1 text-slate-700 dark:text-slate-300">{children}</dd>
    </div>
  );
}

function PlaceLinks({ title, places }: { title: string; places: readonly (MapPlace & { type?: string })[] }) {
  return (
    <div>
      <h4 className="font-semibold text-slate-900 dark:text-slate-100">{title}</h4>
      <ul className="mt-2 space-y-2">
        {places.map((place) => (
          <li key={place.name} className="text-slate-700 dark:text-slate-300">
            <ExternalLink href={place.googleMapsUrl}>{place.name}</ExternalLink>
            {place.type ? <span> ({place.type})</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One London area: community, food, places of worship and restaurants (map links), rent and transport. */
export function AreaDetailCard({ area }: AreaDetailCardProps) {
  const headingId = `${area.id}-heading`;
  return (
    <section id={area.id} aria-labelledby={headingId} className={`scroll-mt-24 p-5 sm:p-6 ${cardSurface}`}>
      <h3 id={headingId} className="text-xl font-bold text-slate-900 dark:text-slate-100">
        {area.name}
      </h3>
      <p className="mt-1 text-sm font-medium text-orange-800 dark:text-orange-300">Best for: {area.bestFor}</p>
      <dl className="mt-4 grid gap-4 md:grid-cols-2">
        <Fact term="Community">{area.community}</Fact>
        <Fact term="Food scene">{area.foodScene}</Fact>
        <Fact term="Rent guide">{area.rentGuide}</Fact>
        <Fact term="Transport">{area.transport}</Fact>
      </dl>
      <div className="mt-6 grid gap-6 border-t border-slate-200 pt-5 md:grid-cols-2 dark:border-slate-700">
        <PlaceLinks title="Places of worship" places={area.landmarks} />
        <PlaceLinks title="Restaurants and food streets" places={area.restaurants} />
      </div>
    </section>
  );
}
