import { Link, useLocation } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { buttonClass } from '@/components/ui/Button';
import { paths } from '@/config/paths';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <Head title="Page not found" description="This page does not exist. Browse rooms and flatmates across the UK instead." path={pathname} noindex />
      <p className="text-sm font-bold tracking-widest text-orange-800 dark:text-orange-300">404</p>
      <h1 className="mt-2 mb-4 text-3xl font-bold text-slate-900 dark:text-white">Page not found</h1>
      <p className="mb-8 text-slate-700 dark:text-slate-300">The page you were looking for has moved or never existed.</p>
      <Link to={paths.home()} className={buttonClass('primary')}>
        Go to the home page
      </Link>
    </div>
  );
}
