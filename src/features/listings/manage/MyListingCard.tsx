import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InactiveBadge, inactiveImageClass, postCardClass } from '@/components/post/PostBadges';
import { Button, buttonClass } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { ModerationNotice } from '@/components/post/ModerationNotice';
import { LISTING_TEXT } from '../messages';
import { POST_MODERATION } from '@/config/postMessages';
import { paths } from '@/config/paths';
import { setRoomListingStatus } from '@/data';
import { availabilityLabel } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import { cardImageAttributes } from '@/lib/cardPhotos';
import type { RoomListing } from '@/data/collections/roomListings';

export interface MyListingCardProps {
  listing: RoomListing;
  onEdit: (listing: RoomListing) => void;
  onDelete: (listing: RoomListing) => void;
  /** The owner's token has a verified phone (a pending listing's notice says so). */
  phoneVerified: boolean;
}

const BADGE_CLASS = 'rounded-md px-2 py-0.5 text-xs font-extrabold tracking-wide';

/** What others can see of the post: a post held by moderators is never "ACTIVE", whatever its status. */
function StatusBadge({ listing }: { listing: RoomListing }) {
  if (listing.moderation === 'pending') return <span className={`${BADGE_CLASS} bg-amber-300 text-amber-950`}>{POST_MODERATION.badge.pending}</span>;
  if (listing.moderation) return <span className={`${BADGE_CLASS} bg-slate-800 text-white`}>{POST_MODERATION.badge[listing.moderation]}</span>;
  if (listing.status !== 'active') return <InactiveBadge label="FILLED" />;
  return <span className={`${BADGE_CLASS} bg-green-700 text-white`}>ACTIVE</span>;
}

/** One of the owner's listings with its status and the owner's actions. */
export function MyListingCard({ listing, onEdit, onDelete, phoneVerified }: MyListingCardProps) {
  const [updating, setUpdating] = useState(false);
  const inactive = listing.status !== 'active';
  const { moderation } = listing;
  // The rules keep hidden and rejected posts for moderators, and a pending one once the owner's
  // phone is verified (a re-post would go live at once); hidden ones they cannot edit either.
  const keptForModerators = moderation === 'hidden' || moderation === 'rejected' || (moderation === 'pending' && phoneVerified);
  const locked = moderation === 'hidden';
  const image = cardImageAttributes(listing);
  const suffix = <span className="sr-only"> {listing.title}</span>;

  const toggleStatus = async () => {
    setUpdating(true);
    try {
      await setRoomListingStatus(listing.id, inactive ? 'active' : 'filled');
    } catch (error) {
      console.error('Failed to update post status', error);
      toast.error(LISTING_TEXT.updatePostStatusFailed);
    } finally {
      setUpdating(false);
    }
  };

  return (
    <li className={postCardClass(false, inactive)} aria-label={listing.title}>
      <div className="relative aspect-[4/3] bg-slate-200 dark:bg-slate-800">
        {image ? (
          <img {...image} alt="" width={400} height={300} loading="lazy" decoding="async" className={`h-full w-full object-cover ${inactive ? inactiveImageClass : ''}`} />
        ) : (
          <div aria-hidden="true" className="flex h-full items-center justify-center text-4xl text-slate-400 dark:text-slate-600">⌂</div>
        )}
        <p className="absolute top-2 left-2">
          <span className="sr-only">Status: </span>
          <StatusBadge listing={listing} />
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg leading-snug font-bold text-slate-900 dark:text-white">{listing.title}</h3>
        {moderation ? <ModerationNotice moderation={moderation} rejectionReason={listing.rejectionReason} phoneVerified={phoneVerified} /> : null}
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {listing.address}, {listing.postcode}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-bold text-orange-800 dark:text-orange-300">{formatGBP(listing.rent)}</span> / month · {listing.roomType} · Available:{' '}
          {availabilityLabel(listing.availableFrom)}
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-3">
          <Link to={paths.room(listing.title, listing.id)} className={buttonClass('secondary')}>
            View{suffix}
          </Link>
          <Button variant="secondary" onClick={() => onEdit(listing)} disabled={locked}>
            Edit{suffix}
          </Button>
          <Button variant={inactive ? 'primary' : 'secondary'} onClick={() => void toggleStatus()} disabled={updating || moderation !== undefined}>
            {inactive ? 'Mark as Active' : 'Mark as Filled'}
            {suffix}
          </Button>
          <Button variant="danger" onClick={() => onDelete(listing)} disabled={keptForModerators}>
            Delete{suffix}
          </Button>
        </div>
      </div>
    </li>
  );
}
