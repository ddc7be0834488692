import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { resolveSection, type TDashboardSectionId } from './dashboard-sections';
import { AgendaSection } from './sections/agenda-section';
import { AppointmentsSection } from './sections/appointments-section';
import { AvailabilitySection } from './sections/availability-section';
import { BookingPageSection } from './sections/booking-page-section';
import { CalendarSyncSection } from './sections/calendar-sync-section';
import { ClientsSection } from './sections/clients-section';
import { OverviewSection } from './sections/overview-section';
import { ProfileSection } from './sections/profile-section';
import { ServicesSection } from './sections/services-section';
import { SettingsSection } from './sections/settings-section';

const SECTION_COMPONENTS: Record<TDashboardSectionId, ComponentType> = {
  overview: OverviewSection,
  agenda: AgendaSection,
  'calendar-sync': CalendarSyncSection,
  appointments: AppointmentsSection,
  clients: ClientsSection,
  services: ServicesSection,
  availability: AvailabilitySection,
  'booking-page': BookingPageSection,
  settings: SettingsSection,
  profile: ProfileSection,
};

/** /dashboard and /dashboard/:section. */
export function DashboardPage() {
  const section = resolveSection(useParams().section);
  useDocumentTitle(
    section.id === 'overview' ? 'Tableau de bord — Créneau' : `${section.label} — Tableau de bord — Créneau`,
  );
  const Section = SECTION_COMPONENTS[section.id];
  return <Section />;
}
