import { Link } from 'react-router-dom';
import { InactiveBadge, PremiumBadge, inactiveImageClass, postCardClass } from '@/components/post/PostBadges';
import { VerifiedBadges } from '@/components/post/VerifiedBadges';
import { paths } from '@/config/paths';
import { RoomFacts, RoomFitBadge } from '@/features/fit';
import { ShortlistHeart } from '@/features/shortlist';
import { cardImageAttributes } from '@/lib/cardPhotos';
import { availabilityLabel } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import type { RoomCardListing } from '@/data/collections/roomListings';
import { ROOM_CARD_TEXT_HEIGHT } from '../location/roomCards';

/**
 * A location page's preview template (src/app/firstPaint/PostPreviews.tsx): slots for what the card
 * derives from the listing, and the post fields that select this variant (src/app/firstPaint/earlyPreview.ts).
 */
export interface RoomCardPreview {
  rent: string;
  availability: string;
  href: string;
  when: string;
}

export interface RoomCardProps {
  listing: RoomCardListing;
  /** The first card's image is the likely LCP element: load it eagerly with high priority. */
  priority?: boolean;
  preview?: RoomCardPreview;
  /** In a distance search: "2.1 km from UCL". */
  distance?: string;
}

export function RoomCard({ listing, priority = false, preview, distance }: RoomCardProps) {
  const inactive = listing.status !== 'active';
  const image = cardImageAttributes(listing);
  return (
    <li data-preview-if={preview?.when} className={postCardClass(listing.ownerPremium, inactive)}>
      <div className="relative aspect-[4/3] bg-slate-200 dark:bg-slate-800">
        {image ? (
          <img
            data-preview-if={preview ? 'hasPhoto' : undefined}
            {...image}
            alt=""
            width={400}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className={`h-full w-full object-cover ${inactive ? inactiveImageClass : ''}`}
          />
        ) : null}
        {/* The preview template holds both: the early read keeps the one the post needs. */}
        {!image || preview ? (
          <div data-preview-if={preview ? '!hasPhoto' : undefined} aria-hidden="true" className="flex h-full items-center justify-center text-4xl text-slate-400 dark:text-slate-600">
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
          <Link to={preview?.href ?? paths.room(listing.title, listing.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {listing.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-slate-700 dark:text-slate-300">
          {listing.address}, {listing.postcode}
        </p>
        {distance ? <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">{distance}</p> : null}
        <VerifiedBadges emailVerified={listing.ownerVerified.email} phoneVerified={listing.ownerVerified.phone} preview={preview !== undefined} />
        <RoomFacts household={listing.household} />
        <p className="mt-auto pt-2 text-lg font-bold text-orange-800 dark:text-orange-300">
          {preview?.rent ?? formatGBP(listing.rent)}
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300"> / month</span>
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {listing.roomType} · Available: {preview?.availability ?? availabilityLabel(listing.availableFrom)}
        </p>
      </div>
    </li>
  );
}
