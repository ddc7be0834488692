import {
  CalendarDays,
  CalendarRange,
  CalendarSync,
  Clock,
  Globe,
  LayoutDashboard,
  ListChecks,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import type { TShellNavItem } from '../../components/ui/app-shell';

export const DASHBOARD_SECTIONS = [
  { id: 'overview', label: 'Aperçu', icon: LayoutDashboard },
  { id: 'agenda', label: 'Agenda', icon: CalendarDays },
  { id: 'calendar-sync', label: 'Export iCal', icon: CalendarSync },
  { id: 'appointments', label: 'Rendez-vous', icon: CalendarRange },
  { id: 'clients', label: 'Clients', icon: Users },
  { id: 'services', label: 'Services', icon: ListChecks },
  { id: 'availability', label: 'Disponibilités', icon: Clock },
  { id: 'booking-page', label: 'Page de réservation', icon: Globe },
  { id: 'settings', label: 'Paramètres', icon: Settings },
  { id: 'profile', label: 'Profil', icon: UserRound },
] as const;

export type TDashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

/** An unknown or missing section shows the overview (SPEC §2 leaves the list open). */
export function resolveSection(section: string | undefined): (typeof DASHBOARD_SECTIONS)[number] {
  return DASHBOARD_SECTIONS.find((s) => s.id === section) ?? DASHBOARD_SECTIONS[0];
}

export function sectionPath(id: TDashboardSectionId): string {
  return `/dashboard/${id}`;
}

/** The sidebar: every section, then the GDPR documents page (its own route, SPEC §2). */
export const DASHBOARD_NAV: readonly TShellNavItem[] = [
  ...DASHBOARD_SECTIONS.map(({ id, label, icon }) => ({
    to: sectionPath(id),
    label,
    icon,
    isActive: (pathname: string) =>
      pathname === sectionPath(id) ||
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
