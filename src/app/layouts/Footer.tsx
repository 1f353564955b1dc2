import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { PAY_RULE } from '@/config/messages';
import { GUIDE_ROUTES, LOCATION_PAGES, paths } from '@/config/paths';
import { PRIVACY_META, PRIVACY_PATH } from '@/features/privacy';

const linkClass = 'text-sm text-slate-700 underline-offset-2 hover:underline dark:text-slate-300';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="footer-guides">
          <h2 id="footer-guides" className="mb-3 text-base font-bold text-slate-900 dark:text-white">
            Guides for Indians in the UK
          </h2>
          <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-1 lg:grid-cols-2">
            {GUIDE_ROUTES.map((route) => (
              <li key={route.path}>
                <Link to={route.path} className={linkClass}>
                  {route.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations" className="mb-3 text-base font-bold text-slate-900 dark:text-white">
            Rooms by area
          </h2>
          <ul className="grid grid-cols-2 gap-2">
            {LOCATION_PAGES.map((location) => (
              <li key={location.key}>
                <Link to={paths.location(location.key)} className={linkClass}>
                  Rooms in {location.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 text-base font-bold text-slate-900 dark:text-white">
            {env.siteName}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Rooms and flatmates for Indian students, professionals and families across the UK.
          </p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{PAY_RULE}
          </p>
          <p className="mt-4 text-sm">
            <Link to={PRIVACY_PATH} className={linkClass}>
              {PRIVACY_META.title}
            </Link>
          </p>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">© {new Date().getFullYear()} {env.siteName}</p>
        </section>
      </div>
    </footer>
  );
}
