import { useState } from 'react';
import { SegmentedToggle } from '@/components/ui/SegmentedToggle';
import { CardPhotosPanel } from './CardPhotosPanel';
import { LegacyNeedsPanel } from './LegacyNeedsPanel';
import { LocateListingsPanel } from './LocateListingsPanel';
import { PostList } from './PostList';
import { listingKind, requestKind } from './postKinds';

type Shown = 'listings' | 'requests';

const OPTIONS = [
  { value: 'listings', label: listingKind.label },
  { value: 'requests', label: requestKind.label },
] as const;

/** Room listings and roommate requests, one list at a time. */
export function PostsSection({ onChanged }: { onChanged: () => void }) {
  const [shown, setShown] = useState<Shown>('listings');
  return (
    <section id="admin-posts" aria-labelledby="admin-posts-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="admin-posts-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Posts
        </h3>
        <SegmentedToggle label="Post type" options={OPTIONS} value={shown} onChange={setShown} />
      </div>
      {shown === 'listings' ? <LocateListingsPanel onLocated={onChanged} /> : null}
      {shown === 'listings' ? <CardPhotosPanel onMade={onChanged} /> : null}
      {shown === 'requests' ? <LegacyNeedsPanel onMapped={onChanged} /> : null}
      {shown === 'listings' ? <PostList key="listings" kind={listingKind} onChanged={onChanged} /> : <PostList key="requests" kind={requestKind} onChanged={onChanged} />}
    </section>
  );
}
