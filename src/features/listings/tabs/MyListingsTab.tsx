import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { buttonClass } from '@/components/ui/Button';
import { MAX_LISTINGS_PER_USER } from '@/config/constants';
import { LISTING_TEXT } from '../messages';
import { paths } from '@/config/paths';
import type { RoomListing } from '@/data/collections/roomListings';
import { useMyListings } from '../hooks/useMyListings';
import { DeleteListingDialog } from '../manage/DeleteListingDialog';
import { EditListingModal } from '../manage/EditListingModal';
import { MyListingCard } from '../manage/MyListingCard';
import { EmptyState, LoadError } from '@/components/status/Notices';
import { useTokenVerification, VerificationPanel } from '@/features/auth';

/** My Listings: the owner's live list (active first) with status, edit and delete actions. */
export default function MyListingsTab() {
  const { listings, loading, error } = useMyListings();
  const verification = useTokenVerification();
  const [editing, setEditing] = useState<RoomListing | null>(null);
  const [deleting, setDeleting] = useState<RoomListing | null>(null);

  return (
    <section aria-labelledby="my-listings-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="my-listings-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          My Listings
        </h2>
        {!loading && !error ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {listings.length} of {MAX_LISTINGS_PER_USER} listings
          </p>
        ) : null}
      </div>
      <VerificationPanel />
      {loading ? (
        <LoadingScreen />
      ) : error ? (
        <LoadError>{LISTING_TEXT.loadMyPostsFailed}</LoadError>
      ) : listings.length === 0 ? (
        <EmptyState>
          <p className="mb-4">You have not posted any rooms yet.</p>
          <Link to={paths.tab('create-listing')} className={buttonClass('primary')}>
            Create Listing
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => (
            <MyListingCard key={listing.id} listing={listing} onEdit={setEditing} onDelete={setDeleting} phoneVerified={verification.phoneVerified} />
          ))}
        </ul>
      )}
      <EditListingModal listing={editing} phoneVerified={verification.phoneVerified} onClose={() => setEditing(null)} />
      <DeleteListingDialog listing={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
