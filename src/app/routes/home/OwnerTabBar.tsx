import { MAX_LISTINGS_PER_USER } from '@/config/constants';
import type { AppTab } from '@/config/paths';
import { tabsFor } from '@/session/tabs';
import { useMyListings } from '@/features/listings';
import { TabBar } from './TabBar';

/** Owner tabs: "Create Listing" is disabled while loading or at the limit, reading "(4/4)" then. */
export function OwnerTabBar({ current }: { current: AppTab }) {
  const { listings, loading } = useMyListings();
  const full = listings.length >= MAX_LISTINGS_PER_USER;
  return (
    <TabBar
      tabs={tabsFor('I Have Room')}
      current={current}
      overrides={{
        'create-listing': {
          disabled: loading || full,
          ...(full ? { label: `Create Listing (${listings.length}/${MAX_LISTINGS_PER_USER})` } : {}),
        },
      }}
    />
  );
}
