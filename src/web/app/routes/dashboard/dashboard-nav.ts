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
import type { TShellNavCount, TShellNavItem } from '../../../components/ui/app-shell';
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

/** The sidebar: every section, then the GDPR documents page (its own route, SPEC §2). */
export const DASHBOARD_NAV: readonly TShellNavItem[] = [
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
