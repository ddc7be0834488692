import type { RouteObject } from 'react-router';
import { DASHBOARD_SECTIONS } from '../../components/layout/dashboard-sections';
import { lazyScreen } from '../lazy-screen';

// The page that picks a section's chunk travels with the dashboard's frame, not with the landing page.
const SectionPage = lazyScreen(() =>
  import('./dashboard-bundle').then((m) => ({ default: m.DashboardSectionPage })),
);
const ClientPage = lazyScreen(() =>
  import('./dashboard-bundle').then((m) => ({ default: m.DashboardClientPage })),
);

/**
 * /dashboard and /dashboard/{section}, one nested route per section; an unknown section shows the
 * overview (SPEC §2 leaves the list open). /dashboard/clients/{key} is one client's page (issue 15).
 */
export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  children: [
    { index: true, element: <SectionPage section={undefined} /> },
    ...DASHBOARD_SECTIONS.map(({ id }) => ({ path: id, element: <SectionPage section={id} /> })),
    { path: 'clients/:clientKey', element: <ClientPage /> },
    { path: ':unknown', element: <SectionPage section={undefined} /> },
  ],
};
