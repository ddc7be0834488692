import { Link } from 'react-router';
import { LinkButton } from '../ui/link-button';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { SectionLink } from './section-link';
import { HEADER_BAR, HEADER_ROW } from './site-header-bar';
import { AUTH_LINKS, LANDING_SECTIONS, type TAccountLink } from './site-sections';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900';

export function SiteHeader({ account }: { account?: TAccountLink }) {
  return (
    <header className={HEADER_BAR}>
      <div className={HEADER_ROW}>
        <BrandLogo />

        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {LANDING_SECTIONS.map((section) => (
              <li key={section.hash}>
                <SectionLink hash={section.hash} className={navLinkClass}>
                  {section.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {account ? (
            <>
              <span className="max-w-48 truncate text-sm text-slate-600">{account.name}</span>
              <LinkButton to={account.href}>Mon espace</LinkButton>
            </>
          ) : (
            <>
              <Link to={AUTH_LINKS.login} className={navLinkClass}>
                Connexion
              </Link>
              <LinkButton to={AUTH_LINKS.register}>Inscription</LinkButton>
            </>
          )}
        </div>

        <MobileMenu account={account} />
      </div>
    </header>
  );
}
