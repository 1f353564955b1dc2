import { Link } from 'react-router-dom';
import { GUIDE_LABELS } from '../constants';
import { secondaryButton } from './styles';

/** "Find a Flatmate": back to the home page's search, beside a closing banner's WhatsApp button. */
export function FindFlatmateLink() {
  return (
    <Link to="/" className={secondaryButton}>
      {GUIDE_LABELS.findFlatmate}
    </Link>
  );
}
