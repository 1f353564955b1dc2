import { Link } from 'react-router-dom';
import { textLink } from './styles';

export interface SeeAlsoProps {
  /** Text before the link; a space separates them. */
  lead: string;
  to: string;
  link: string;
  /** Text right after the link. */
  tail?: string;
  className?: string;
}

/** A closing line pointing to a related guide: "Visa questions? Read our [guide] for …". */
export function SeeAlso({ lead, to, link, tail = '.', className = 'mt-4' }: SeeAlsoProps) {
  return (
    <p className={className}>
      {lead}{' '}
      <Link to={to} className={textLink}>
        {link}
      </Link>
      {tail}
    </p>
  );
}
