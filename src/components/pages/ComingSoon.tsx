import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { buttonClass } from '@/components/ui/Button';
import { paths } from '@/config/paths';

/** A real page for a route whose screen has not shipped yet: says so and offers a way on. */
export function ComingSoon({ title, path, description }: { title: string; path: string; description?: string }) {
  const text = description ?? `${title}: this page is being written and will be here soon.`;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Head title={title} description={text} path={path} noindex />
      <h1 className="mb-4 text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mb-8 text-lg text-slate-700 dark:text-slate-300">Coming soon. {text}</p>
      <Link to={paths.home()} className={buttonClass('primary')}>
        Browse rooms
      </Link>
    </div>
  );
}
