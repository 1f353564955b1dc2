import { useEffect, useId } from 'react';
import { inputClass } from '@/components/form/TextField';
import type { RoomListing } from '@/data/collections/roomListings';
import { FIT_UI } from './messages';
import { pickListing, usePickedListing } from './pickedListing';

type OwnListing = Pick<RoomListing, 'id' | 'title' | 'household'>;

/** Browse Roommates, for an owner with listings: which of them each seeker's fit is measured against. */
export function OwnerFitPicker({ listings }: { listings: readonly OwnListing[] }) {
  const id = useId();
  const picked = usePickedListing();
  const current = listings.find((listing) => listing.id === picked?.id);
  // Keeps the stored household up to date with the live listing, and forgets a deleted one.
  useEffect(() => {
    if (!picked || listings.length === 0) return;
    if (!current) pickListing(null);
    else if (JSON.stringify(current.household) !== JSON.stringify(picked.household) || current.title !== picked.title) {
      pickListing({ id: current.id, title: current.title, household: current.household });
    }
  }, [picked, current, listings.length]);
  if (listings.length === 0) return null;
  const choose = (value: string) => {
    const listing = listings.find((own) => own.id === value);
    pickListing(listing ? { id: listing.id, title: listing.title, household: listing.household } : null);
  };
  return (
    <div className="flex max-w-full flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {FIT_UI.ownerPick}
      </label>
      <select id={id} value={current?.id ?? ''} onChange={(event) => choose(event.target.value)} className={`${inputClass} w-auto max-w-full min-w-0 flex-1 sm:flex-none`}>
        <option value="">{FIT_UI.ownerPickNone}</option>
        {listings.map((listing) => (
          <option key={listing.id} value={listing.id}>
            {listing.title}
          </option>
        ))}
      </select>
    </div>
  );
}
