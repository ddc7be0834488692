import type { ReactNode } from 'react';
import { MaintenanceBanner } from './maintenance-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { TAccountLink } from './site-sections';
import { useScrollToHash } from './use-scroll-to-hash';

type PublicLayoutProps = {
  children: ReactNode;
  /** A logged-in visitor: the header links to their space instead of the sign-in buttons. */
  account?: TAccountLink;
};

/** The frame of every public page: skip link, maintenance banner, header, main landmark, shared footer. */
export function PublicLayout({ children, account }: PublicLayoutProps) {
  useScrollToHash();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu principal
      </a>
      <MaintenanceBanner />
      <SiteHeader account={account} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
