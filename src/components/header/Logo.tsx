import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link to={paths.home()} className="flex items-center gap-2 rounded-lg font-extrabold text-slate-900 dark:text-white">
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="sr-only text-lg leading-tight min-[400px]:not-sr-only sm:text-xl">{env.siteName}</span>
    </Link>
  );
}
