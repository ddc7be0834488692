import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { resolveSection } from './dashboard-sections';
import { BookingPageSection } from './sections/booking-page-section';
import { EmptySection, isEmptySection } from './sections/empty-sections';
import { OverviewSection } from './sections/overview-section';
import { ProfileSection } from './sections/profile-section';

/** /dashboard and /dashboard/:section. */
export function DashboardPage() {
  const section = resolveSection(useParams().section);
  useDocumentTitle(
    section.id === 'overview' ? 'Tableau de bord — Créneau' : `${section.label} — Tableau de bord — Créneau`,
  );
  if (section.id === 'profile') return <ProfileSection />;
  if (section.id === 'booking-page') return <BookingPageSection />;
  if (isEmptySection(section.id)) return <EmptySection id={section.id} />;
  return <OverviewSection />;
}
