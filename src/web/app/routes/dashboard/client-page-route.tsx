import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { lazyScreen } from '../../lazy-screen';

// The client's page is a chunk of its own, like the sections (docs/decisions/0027); it brings the
// manual booking form with it (issue 37).
const ClientPage = lazyScreen(() =>
  import('./client-page-screen').then((m) => ({ default: m.ClientPageScreen })),
);

/** /dashboard/clients/{key}: one client's page under the dashboard layout. */
export function DashboardClientPage() {
  useDocumentTitle('Fiche client — Tableau de bord — Créneau');
  return <ClientPage />;
}
