import { LEGACY_NEEDS } from '../messages';
import { LEGACY_NEEDS_JOB } from '../jobs/legacyNeedsJob';
import { PagedJobSection } from '../jobs/PagedJobSection';

/** "Map old roommate choices": household prefers from Vegetarian and Non-Smoker, paged, with progress and resume. */
export function LegacyNeedsPanel({ onMapped }: { onMapped: () => void }) {
  return <PagedJobSection id="legacy-needs" job={LEGACY_NEEDS_JOB} messages={LEGACY_NEEDS} onFinished={onMapped} />;
}
