import { LOCATE_LISTINGS } from '../messages';
import { LOCATE_LISTINGS_JOB } from '../jobs/locateListingsJob';
import { PagedJobSection } from '../jobs/PagedJobSection';

/** "Locate listings": geo and nation for every listing without them, paged, with progress and resume. */
export function LocateListingsPanel({ onLocated }: { onLocated: () => void }) {
  return <PagedJobSection id="locate-listings" job={LOCATE_LISTINGS_JOB} messages={LOCATE_LISTINGS} onFinished={onLocated} />;
}
