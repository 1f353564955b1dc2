import { CARD_PHOTOS } from '../messages';
import { CARD_PHOTOS_JOB } from '../jobs/cardPhotosJob';
import { PagedJobSection } from '../jobs/PagedJobSection';

/** "Make card photos": card renditions for every listing photo without one, paged, with progress and resume. */
export function CardPhotosPanel({ onMade }: { onMade: () => void }) {
  return <PagedJobSection id="card-photos" job={CARD_PHOTOS_JOB} messages={CARD_PHOTOS} onFinished={onMade} />;
}
