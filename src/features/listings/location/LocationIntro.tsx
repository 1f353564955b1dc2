import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/Button';
import { PAY_RULE } from '@/config/messages';
import { paths } from '@/config/paths';

/** Heading and intro of a location page, with the way on to the full browse view. */
export function LocationIntro({ label }: { label: string }) {
  return (
    <header className="mb-8 max-w-3xl space-y-3">
      <h1 className="text-3xl leading-tight font-extrabold text-slate-900 sm:text-4xl dark:text-white">Rooms to rent in {label}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">
        The latest rooms and flatshares in {label} posted by the Indian community: students, professionals and families
        looking for a home away from home. Browse freely, then sign in to message owners directly and safely.
      </p>
      <p className="text-slate-700 dark:text-slate-300">{PAY_RULE}</p>
      <Link to={paths.home()} className={buttonClass('secondary')}>
        Browse all rooms
      </Link>
    </header>
  );
}
