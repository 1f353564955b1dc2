import type { ReactNode } from 'react';
import { textLink } from './styles';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Affiliate or partner link: rel="sponsored noopener". */
  sponsored?: boolean;
  className?: string;
  /** id of the element naming what the link is about (e.g. the row's portal name). */
  describedBy?: string;
}

/** A link that leaves the site, always in a new tab with the right rel value. */
export function ExternalLink({ href, children, sponsored = false, className = textLink, describedBy }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel={sponsored ? 'sponsored noopener' : 'noopener noreferrer'}
      className={className}
      aria-describedby={describedBy}
    >
      {children}
    </a>
  );
}
