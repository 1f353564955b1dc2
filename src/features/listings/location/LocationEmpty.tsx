import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/Button';
import { LOCATION_PAGES, paths } from '@/config/paths';
import { EmptyState } from '@/components/status/Notices';

/** No rooms (or an unknown location): a friendly page pointing to the busiest areas. */
export function LocationEmpty({ label }: { label: string | null }) {
  return (
    <EmptyState>
      <p className="mb-4 text-lg">
        {label ? `There are no rooms listed in ${label} right now.` : 'We could not find that location.'} New rooms are posted
        every day: try a nearby area or browse everything.
      </p>
      <Link to={paths.home()} className={buttonClass('primary')}>
        Browse all rooms
      </Link>
      <ul aria-label="Popular areas" className="mt-6 flex flex-wrap justify-center gap-2">
        {LOCATION_PAGES.map((location) => (
          <li key={location.key}>
            <Link to={paths.location(location.key)} className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800">
              {location.label}
            </Link>
          </li>
        ))}
      </ul>
    </EmptyState>
  );
}
