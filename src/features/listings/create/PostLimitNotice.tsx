import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/Button';
import { LISTING_TEXT } from '../messages';
import { paths } from '@/config/paths';

/** Shown instead of the create form at 4 listings. */
export function PostLimitNotice() {
  return (
    <section aria-labelledby="post-limit-heading" className="mx-auto max-w-2xl rounded-2xl border border-amber-300 bg-amber-50 p-6 text-center dark:border-amber-700 dark:bg-amber-950">
      <h2 id="post-limit-heading" className="sr-only">
        Create Listing
      </h2>
      <p className="mb-4 text-amber-900 dark:text-amber-100">{LISTING_TEXT.postLimitReached}</p>
      <Link to={paths.tab('my-listings')} className={buttonClass('secondary')}>
        Go to My Listings
      </Link>
    </section>
  );
}
