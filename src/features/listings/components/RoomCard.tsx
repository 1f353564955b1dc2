import { Link } from 'react-router-dom';
import { InactiveBadge, PremiumBadge, inactiveImageClass, postCardClass } from '@/components/post/PostBadges';
import { VerifiedBadges } from '@/components/post/VerifiedBadges';
import { Fill, usePreviewMarks } from '@/components/post/previewMarks';
import { paths } from '@/config/paths';
import { RoomFacts, RoomFitBadge } from '@/features/fit';
import { ShortlistHeart } from '@/features/shortlist';
import { cardImageAttributes } from '@/lib/cardPhotos';
import { availabilityLabel } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import type { RoomCardListing } from '@/data/collections/roomListings';
import { ROOM_CARD_TEXT_HEIGHT } from '../location/roomCards';

export interface RoomCardProps {
  listing: RoomCardListing;
  /** The first card's image is the likely LCP element: load it eagerly with high priority. */
  priority?: boolean;
  /** In a distance search: "2.1 km from UCL". */
  distance?: string;
}

/**
 * A room's card. The home and location pages also hold it as a template that their early read
 * fills before the app's code arrives (src/app/firstPaint/RoomCardsPreview.tsx): there it marks
 * each value, and holds both the photo and its placeholder.
 */
export function RoomCard({ listing, priority = false, distance }: RoomCardProps) {
  const inactive = listing.status !== 'active';
  const image = cardImageAttributes(listing);
  const mark = usePreviewMarks();
  return (
    <li className={postCardClass(listing.ownerPremium, inactive)}>
      <div className="relative aspect-[4/3] bg-slate-200 dark:bg-slate-800">
        {image ? (
          <img
            {...image}
            {...mark?.({ src: 'cardPhoto', showIf: 'hasPhoto' })}
            alt=""
            width={400}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className={`h-full w-full object-cover ${inactive ? inactiveImageClass : ''}`}
          />
        ) : null}
        {!image || mark ? (
          <div {...mark?.({ showUnless: 'hasPhoto' })} aria-hidden="true" className="flex h-full items-center justify-center text-4xl text-slate-400 dark:text-slate-600">
            ⌂
          </div>
        ) : null}
        <ShortlistHeart post={{ kind: 'room', postId: listing.id, title: listing.title }} />
        <div className="absolute top-2 left-2 flex gap-2">
          {listing.ownerPremium ? <PremiumBadge /> : null}
          {inactive ? <InactiveBadge label="FILLED" /> : null}
        </div>
        <RoomFitBadge household={listing.household} />
      </div>
      <div className={`flex flex-1 flex-col gap-1 p-4 ${ROOM_CARD_TEXT_HEIGHT}`}>
        <h3 className="line-clamp-2 text-lg leading-snug font-bold text-slate-900 dark:text-white">
          <Link to={paths.room(listing.title, listing.id)} {...mark?.({ text: 'title', href: 'roomPath' })} className="after:absolute after:inset-0 focus-visible:outline-none">
            {listing.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-slate-700 dark:text-slate-300">
          <Fill field="address">{listing.address}</Fill>, <Fill field="postcode">{listing.postcode}</Fill>
        </p>
        {distance ? <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">{distance}</p> : null}
        <VerifiedBadges emailVerified={listing.ownerVerified.email} phoneVerified={listing.ownerVerified.phone} />
        <RoomFacts household={listing.household} />
        <p className="mt-auto pt-2 text-lg font-bold text-orange-800 dark:text-orange-300">
          <Fill field="rentText">{formatGBP(listing.rent)}</Fill>
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300"> / month</span>
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <Fill field="roomType">{listing.roomType}</Fill> · Available: <Fill field="availability">{availabilityLabel(listing.availableFrom)}</Fill>
        </p>
      </div>
    </li>
  );
}
