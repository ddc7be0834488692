import { Link } from 'react-router';
import { LinkButton } from '../ui/link-button';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { SectionLink } from './section-link';
import { AUTH_LINKS, LANDING_SECTIONS, type TAccountLink } from './site-sections';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900';

export function SiteHeader({ account }: { account?: TAccountLink }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
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
