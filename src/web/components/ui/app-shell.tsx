import { LogOut, Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MaintenanceBanner } from '../layout/maintenance-banner';

export type TShellNavItem = {
  to: string;
  label: string;
  icon: typeof Menu;
  /** Whether the current path belongs to this entry (several paths may show one screen). */
  isActive: (pathname: string) => boolean;
  /** A live count beside the label (support's unread messages, the waitlist); nothing at zero. */
  count?: TShellNavCount;
};

/**
 * A count the link reads with its name (« Liste d'attente, 3 en attente »): the visible number is
 * decoration, and a visually hidden text says what it means. No aria-label: a name that differs
 * from the visible text fails WCAG 2.5.3 (axe's label-content-name-mismatch).
 */
export type TShellNavCount = {
  /** A hook: called once per rendered link, for as long as the menu shows it. */
  useValue: () => number;
  /** « 3 en attente »: what the number means, after the entry's label. */
  describe: (count: number) => string;
  /** `alert` (red) for what waits on the person; `info` for a figure to know. */
  tone: 'alert' | 'info';
};

/** Entries under a heading (« Agenda », « Clients »…); an area with few entries has one group without label. */
export type TShellNavGroup = { label?: string; items: readonly TShellNavItem[] };

type AppShellProps = {
  /** 'Espace professionnel', 'Administration': names the area beside the logo and the navigation. */
  areaLabel: string;
  /** Empty on a screen where the menu cannot be used (/dpa-signature): no sidebar, no menu button. */
  nav: readonly TShellNavGroup[];
  userName: string;
  /** Beside the user's name: the notification bell of the signed-in areas. */
  headerActions?: ReactNode;
  onSignOut: () => void;
  children: ReactNode;
};

const COUNT_TONES: Record<TShellNavCount['tone'], string> = {
  alert: 'bg-red-700 text-white',
  info: 'bg-brand-100 text-brand-800',
};

type TNavLinkProps = { item: TShellNavItem; active: boolean; onNavigate?: () => void };

function NavLink({ item, active, onNavigate, count = 0 }: TNavLinkProps & { count?: number }) {
  const { to, label, icon: Icon } = item;
  const shown = item.count && count > 0 ? item.count : undefined;
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
        active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
      }`}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {label}
      {shown && (
        <span
          aria-hidden="true"
          className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${COUNT_TONES[shown.tone]}`}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
      {/* Read with the link's text, so its name stays what is seen plus the count (axe's label-content-name-mismatch). */}
      {shown && <span className="sr-only">, {shown.describe(count)}</span>}
    </Link>
  );
}

/** A link whose entry has a count: its own component, so the count's hook runs on every render. */
function CountedNavLink({ count, ...props }: TNavLinkProps & { count: TShellNavCount }) {
  return <NavLink {...props} count={count.useValue()} />;
}

function ShellNavList({ items, onNavigate }: { items: readonly TShellNavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-0.5">
      {items.map((item) => {
        const props = { item, active: item.isActive(pathname), onNavigate };
        return (
          <li key={item.to}>
            {item.count ? <CountedNavLink {...props} count={item.count} /> : <NavLink {...props} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The entries, by group: each labelled group is a `role="group"` named by its visible label (not
 * a heading: the sidebar comes before the page's h1, and headings there would break their order).
 */
function ShellNav({
  nav,
  label,
  onNavigate,
}: {
  nav: readonly TShellNavGroup[];
  label: string;
  onNavigate?: () => void;
}) {
  const baseId = useId();
  return (
    <nav aria-label={label} className="flex-1 space-y-4 overflow-y-auto px-3 py-4">
      {nav.map((group, index) => {
        if (!group.label) return <ShellNavList key="entries" items={group.items} onNavigate={onNavigate} />;
        const labelId = `${baseId}-${index}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not links.
          <div key={group.label} role="group" aria-labelledby={labelId}>
            <p
              id={labelId}
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {group.label}
            </p>
            <ShellNavList items={group.items} onNavigate={onNavigate} />
          </div>
        );
      })}
    </nav>
  );
}

/** `display` is the caller's (`inline-flex` by default): two display classes would fight over it. */
function SignOutButton({ onSignOut, display = 'inline-flex' }: { onSignOut: () => void; display?: string }) {
  return (
    <button
      type="button"
      onClick={onSignOut}
      className={`${display} shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500`}
    >
      <LogOut className="size-4" aria-hidden="true" />
      <span>Déconnexion</span>
    </button>
  );
}

function ShellBrand({ areaLabel }: { areaLabel: string }) {
  return (
    <Link to="/" className="flex h-16 min-w-0 flex-1 items-center gap-2.5 px-5">
      <img src="/images/logo.svg" alt="" width={28} height={28} className="size-7" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-lg font-bold tracking-tight text-slate-900">Créneau</span>
        <span className="truncate text-xs font-medium text-slate-500">{areaLabel}</span>
      </span>
    </Link>
  );
}

/**
 * The signed-in layout: a sidebar on wide screens, a drawer on phones, a top bar with the user and
 * logout. On phones the top bar keeps the logo, the menu and the header's actions; the name and
 * « Déconnexion » move into the menu (issue 37). Without entries, neither sidebar nor menu shows,
 * and « Déconnexion » stays in the top bar on every screen.
 */
export function AppShell({ areaLabel, nav, userName, headerActions, onSignOut, children }: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const navLabel = `Navigation — ${areaLabel}`;
  const hasMenu = nav.length > 0;

  // Back/forward while the drawer is open: the drawer belongs to the page that was left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      {hasMenu && (
        <aside className="fixed top-[calc(var(--impersonation-banner-height,0px)+var(--global-banner-height,0px))] bottom-0 left-0 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
          <div className="flex border-b border-slate-200">
            <ShellBrand areaLabel={areaLabel} />
          </div>
          <ShellNav nav={nav} label={navLabel} />
        </aside>
      )}

      <Dialog.Root open={hasMenu && drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden"
          >
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <div className="flex items-center justify-between border-b border-slate-200 pr-2">
              <ShellBrand areaLabel={areaLabel} />
              <Dialog.Close
                aria-label="Fermer le menu"
                className="rounded-lg p-2 text-slate-500 hover:bg-slate-100"
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <ShellNav nav={nav} label={navLabel} onNavigate={() => setDrawerOpen(false)} />
            <div className="flex items-center gap-3 border-t border-slate-200 px-5 py-4">
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-700" title={userName}>
                {userName}
              </span>
              <SignOutButton onSignOut={onSignOut} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className={`flex min-h-dvh flex-col ${hasMenu ? 'lg:pl-64' : ''}`}>
        <MaintenanceBanner />
        <header className="sticky top-[calc(var(--impersonation-banner-height,0px)+var(--global-banner-height,0px))] z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:gap-3 sm:px-6">
          {hasMenu && (
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              aria-label="Ouvrir le menu"
              aria-expanded={drawerOpen}
              className="-ml-2 rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            >
              <Menu className="size-6" aria-hidden="true" />
            </button>
          )}
          {/* The sidebar carries the logo on wide screens; the top bar, where there is none. */}
          <Link to="/" className={`flex shrink-0 items-center gap-2 ${hasMenu ? 'lg:hidden' : ''}`}>
            <img src="/images/logo.svg" alt="" width={28} height={28} className="size-7" />
            <span className="text-lg font-bold tracking-tight text-slate-900">Créneau</span>
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
            {headerActions}
            <span
              className={`truncate text-sm font-medium text-slate-700 ${hasMenu ? 'hidden lg:inline' : 'hidden sm:inline'}`}
              title={userName}
            >
              {userName}
            </span>
            <SignOutButton
              onSignOut={onSignOut}
              display={hasMenu ? 'hidden lg:inline-flex' : 'inline-flex'}
            />
          </div>
        </header>
        {/* Capped for reading; a section holding a `data-full-width` element (the agenda) takes the whole width. */}
        <main
          id="contenu"
          className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 has-[[data-full-width]]:max-w-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
