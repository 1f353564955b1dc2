import { useState } from 'react';
import { REVIEW } from '../messages';
import { SegmentedToggle } from '@/components/ui/SegmentedToggle';
import { ReviewList } from './ReviewList';
import type { ReviewMode } from './ReviewRow';
import { listingReview, requestReview } from './reviewKinds';

type Shown = 'listings' | 'requests';

const VIEWS = [
  { value: 'pending', label: REVIEW.pendingView },
  { value: 'flagged', label: REVIEW.flaggedView },
] as const;

const KINDS = [
  { value: 'listings', label: listingReview.post.label },
  { value: 'requests', label: requestReview.post.label },
] as const;

/**
 * The Review tab: posts waiting for review, and live posts with risk signals. Loaded
 * only in the admin console (a lazy chunk), with the photo hashing it uses.
 */
export default function ReviewSection() {
  const [mode, setMode] = useState<ReviewMode>('pending');
  const [shown, setShown] = useState<Shown>('listings');
  const key = `${mode}-${shown}`;
  return (
    <section aria-labelledby="admin-review-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="admin-review-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Review
        </h3>
        <div className="flex flex-wrap gap-2">
          <SegmentedToggle label="Review view" options={VIEWS} value={mode} onChange={setMode} />
          <SegmentedToggle label="Post type" options={KINDS} value={shown} onChange={setShown} />
        </div>
      </div>
      {shown === 'listings' ? <ReviewList key={key} kind={listingReview} mode={mode} /> : <ReviewList key={key} kind={requestReview} mode={mode} />}
    </section>
  );
}
