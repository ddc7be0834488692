import { Link, useLocation } from 'react-router';
import { BrandLogo } from './brand-logo';
import { isLandingPath } from './site-sections';
import { SocialLinks } from './social-links';

type FooterLink = { label: string; href: string };
type FooterColumn = { title: string; links: FooterLink[] };

// SPEC §2 "Shared footer": labels and targets are the contract.
const PRODUCT_COLUMN: FooterColumn = {
  title: 'Produit',
  links: [
    { label: 'Fonctionnalités', href: '#features' },
    { label: 'Tarifs', href: '#pricing' },
    { label: 'FAQ', href: '#faq' },
  ],
};

const ALWAYS_COLUMNS: FooterColumn[] = [
  {
    title: 'Entreprise',
    links: [
      { label: 'À propos', href: '/about' },
      { label: 'Blog', href: '/blog' },
    ],
  },
  { title: 'Support', links: [{ label: 'Contact', href: '/contact' }] },
  {
    title: 'Légal',
    links: [
      { label: "Conditions d'utilisation", href: '/cgu' },
      { label: 'Politique de confidentialité', href: '/privacy' },
      { label: 'RGPD', href: '/rgpd' },
      { label: 'Mentions légales', href: '/legal' },
    ],
  },
];

const linkClass = 'text-sm text-slate-300 transition-colors hover:text-white';

function FooterLinkItem({ link }: { link: FooterLink }) {
  // In-page anchors stay plain anchors: the browser scrolls to them without a route change.
  if (link.href.startsWith('#')) {
    return (
      <a href={link.href} className={linkClass}>
        {link.label}
      </a>
    );
  }
  return (
    <Link to={link.href} className={linkClass}>
      {link.label}
    </Link>
  );
}

export function SiteFooter() {
  const { pathname } = useLocation();
  const columns = isLandingPath(pathname) ? [PRODUCT_COLUMN, ...ALWAYS_COLUMNS] : ALWAYS_COLUMNS;
  const year = new Date().getFullYear();

  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto w-full max-w-6xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div>
            <BrandLogo tone="dark" />
            <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">
              La solution simple pour vos rendez-vous
            </p>
          </div>
          <nav
            aria-label="Pied de page"
            className={`grid grid-cols-2 gap-8 ${columns.length === 4 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}
          >
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold tracking-wide text-white">{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <FooterLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-col-reverse items-center justify-between gap-4 border-t border-slate-800 pt-6 sm:flex-row">
          <p className="text-sm text-slate-400">© {year} Créneau. Tous droits réservés.</p>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
