import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isLandingPath } from './site-sections';

type SectionLinkProps = { hash: string; className?: string; onClick?: () => void; children: ReactNode };

/**
 * A link to a landing page section: a plain in-page anchor on the landing page (the browser
 * scrolls natively), a router link to '/#section' elsewhere (PublicLayout scrolls on arrival).
 */
export function SectionLink({ hash, className, onClick, children }: SectionLinkProps) {
  const { pathname } = useLocation();
  if (isLandingPath(pathname)) {
    return (
      <a href={hash} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={`/${hash}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
