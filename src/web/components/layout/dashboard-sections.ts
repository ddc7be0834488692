/**
 * The dashboard's sections (SPEC §2 leaves the list open): their paths and names. The router
 * composes one feature per section; the sidebar adds their icons
 * (app/routes/dashboard/dashboard-nav).
 */
export const DASHBOARD_SECTIONS = [
  { id: 'overview', label: 'Aperçu' },
  { id: 'agenda', label: 'Agenda' },
  { id: 'calendar-sync', label: 'Export iCal' },
  { id: 'appointments', label: 'Rendez-vous' },
  { id: 'waitlist', label: "Liste d'attente" },
  { id: 'clients', label: 'Clients' },
  { id: 'services', label: 'Prestations' },
  { id: 'availability', label: 'Disponibilités' },
  { id: 'booking-page', label: 'Page de réservation' },
  { id: 'subscription', label: 'Abonnement' },
  { id: 'online-payments', label: 'Paiements en ligne' },
  { id: 'integrations', label: 'Intégrations' },
  { id: 'shop', label: 'Boutique' },
  { id: 'settings', label: 'Paramètres' },
  { id: 'profile', label: 'Profil' },
  { id: 'security', label: 'Sécurité' },
] as const;

export type TDashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

/** An unknown or missing section shows the overview. */
export function resolveSection(section: string | undefined): (typeof DASHBOARD_SECTIONS)[number] {
  return DASHBOARD_SECTIONS.find((s) => s.id === section) ?? DASHBOARD_SECTIONS[0];
}

export function sectionPath(id: TDashboardSectionId): string {
  return `/dashboard/${id}`;
}

/** The « Crédits SMS » card of Abonnement, which the SMS settings link to (issue 35). */
export const SMS_CREDITS_ANCHOR = 'credits-sms';
