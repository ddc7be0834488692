import type { ComponentType, LazyExoticComponent } from 'react';
import { resolveSection, type TDashboardSectionId } from '../../../components/layout/dashboard-sections';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { lazyScreen } from '../../lazy-screen';

/*
 * Each section of the dashboard is its own feature and its own chunk, fetched when the provider
 * first opens it (docs/decisions/0027). The agenda and the home share the bookings feature's
 * dialogs, and the agenda and Paramètres show the calendar sync (caldav): their route modules
 * compose the features.
 */
const SECTION_PAGES: Record<TDashboardSectionId, LazyExoticComponent<ComponentType>> = {
  overview: lazyScreen(() => import('./overview-route').then((m) => ({ default: m.OverviewRoute }))),
  agenda: lazyScreen(() => import('./agenda-route').then((m) => ({ default: m.AgendaRoute }))),
  // The iCal feed's section keeps its path; its feature carries the server's name, `calendar` (ADR 0050).
  'calendar-sync': lazyScreen(() =>
    import('../../../features/calendar/calendar-section').then((m) => ({
      default: m.CalendarSection,
    })),
  ),
  appointments: lazyScreen(() =>
    import('../../../features/bookings/appointments-section').then((m) => ({
      default: m.AppointmentsSection,
    })),
  ),
  waitlist: lazyScreen(() =>
    import('../../../features/waitlist/provider/waitlist-section').then((m) => ({
      default: m.WaitlistSection,
    })),
  ),
  clients: lazyScreen(() =>
    import('../../../features/clients/clients-section').then((m) => ({ default: m.ClientsSection })),
  ),
  services: lazyScreen(() =>
    import('../../../features/services/services-section').then((m) => ({ default: m.ServicesSection })),
  ),
  availability: lazyScreen(() =>
    import('../../../features/availability/availability-section').then((m) => ({
      default: m.AvailabilitySection,
    })),
  ),
  'booking-page': lazyScreen(() =>
    import('../../../features/providers/booking-page-section').then((m) => ({
      default: m.BookingPageSection,
    })),
  ),
  subscription: lazyScreen(() =>
    import('../../../features/billing/subscription-section').then((m) => ({
      default: m.SubscriptionSection,
    })),
  ),
  'online-payments': lazyScreen(() =>
    import('../../../features/booking-payments/online-payments-section').then((m) => ({
      default: m.OnlinePaymentsSection,
    })),
  ),
  integrations: lazyScreen(() =>
    import('../../../features/integrations/pages/integrations-page').then((m) => ({
      default: m.IntegrationsPage,
    })),
  ),
  shop: lazyScreen(() =>
    import('../../../features/shop/shop-section').then((m) => ({ default: m.ShopSection })),
  ),
  // Paramètres holds the caldav feature's card: its route module composes the two.
  settings: lazyScreen(() => import('./settings-route').then((m) => ({ default: m.SettingsRoute }))),
  profile: lazyScreen(() =>
    import('../../../features/accounts/profile-section').then((m) => ({ default: m.ProfileSection })),
  ),
  security: lazyScreen(() =>
    import('../../../features/security/security-section').then((m) => ({ default: m.SecuritySection })),
  ),
};

/** One section under the dashboard layout (whose Suspense shows a spinner while its chunk arrives). */
export function DashboardSectionPage({ section }: { section: string | undefined }) {
  const { id, label } = resolveSection(section);
  useDocumentTitle(id === 'overview' ? 'Tableau de bord — Créneau' : `${label} — Tableau de bord — Créneau`);
  const Page = SECTION_PAGES[id];
  return <Page />;
}
