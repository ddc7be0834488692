import {
  CalendarDays,
  CalendarRange,
  CalendarSync,
  Clock,
  CreditCard,
  Globe,
  Hourglass,
  LayoutDashboard,
  ListChecks,
  LockKeyhole,
  Plug,
  Settings,
  ShieldCheck,
  ShoppingBag,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import {
  DASHBOARD_SECTIONS,
  resolveSection,
  sectionPath,
  type TDashboardSectionId,
} from '../../../components/layout/dashboard-sections';
import type { TShellNavCount, TShellNavGroup, TShellNavItem } from '../../../components/ui/app-shell';
import { WAITLIST_MENU_COUNT } from '../../../features/waitlist/provider/waitlist-menu-count';

const SECTION_ICONS: Record<TDashboardSectionId, TShellNavItem['icon']> = {
  overview: LayoutDashboard,
  agenda: CalendarDays,
  'calendar-sync': CalendarSync,
  appointments: CalendarRange,
  waitlist: Hourglass,
  clients: Users,
  services: ListChecks,
  availability: Clock,
  'booking-page': Globe,
  subscription: CreditCard,
  'online-payments': Wallet,
  integrations: Plug,
  shop: ShoppingBag,
  settings: Settings,
  profile: UserRound,
  security: LockKeyhole,
};

/** The sections whose entry shows a live count (a feature's, hence this file's place in app/). */
const SECTION_COUNTS: Partial<Record<TDashboardSectionId, TShellNavCount>> = {
  waitlist: WAITLIST_MENU_COUNT,
};

/** Every section, then the GDPR documents page (its own route, SPEC §2). */
const DASHBOARD_ITEMS: readonly TShellNavItem[] = [
  ...DASHBOARD_SECTIONS.map(({ id, label }) => ({
    to: sectionPath(id),
    label,
    icon: SECTION_ICONS[id],
    count: SECTION_COUNTS[id],
    isActive: (pathname: string) =>
      pathname === sectionPath(id) ||
      // A client's page (/dashboard/clients/{key}) belongs to its section.
      pathname.startsWith(`${sectionPath(id)}/`) ||
      // /dashboard and unknown sections show the overview, so its entry is the current one.
      (id === 'overview' &&
        /^\/dashboard(\/|$)/.test(pathname) &&
        resolveSection(pathname.split('/')[2]).id === 'overview'),
  })),
  {
    to: '/rgpd/documents',
    label: 'RGPD',
    icon: ShieldCheck,
    isActive: (pathname: string) => pathname.startsWith('/rgpd/') || pathname === '/dpa-signature',
  },
];

const p = sectionPath;

/**
 * Issue 37: the menu under four headings (ADR 0065). The day's work; the people who book and pay;
 * how the provider's page and Créneau work; the provider's own account and data.
 */
const GROUPS: readonly { label: string; paths: readonly string[] }[] = [
  { label: 'Agenda', paths: [p('overview'), p('agenda'), p('appointments')] },
  { label: 'Clients', paths: [p('clients'), p('waitlist'), p('online-payments')] },
  {
    label: 'Réglages',
    paths: [
      p('services'),
      p('availability'),
      p('booking-page'),
      p('settings'),
      p('integrations'),
      p('calendar-sync'),
    ],
  },
  { label: 'Compte', paths: [p('profile'), p('security'), p('subscription'), p('shop'), '/rgpd/documents'] },
];

/** The sidebar and the phone menu: every entry once, in its group (dashboard-nav.test). */
export const DASHBOARD_NAV: readonly TShellNavGroup[] = GROUPS.map(({ label, paths }) => ({
  label,
  items: paths.map((path) => {
    const item = DASHBOARD_ITEMS.find((entry) => entry.to === path);
    if (!item) throw new Error(`Entrée de menu inconnue : ${path}`);
    return item;
  }),
}));
