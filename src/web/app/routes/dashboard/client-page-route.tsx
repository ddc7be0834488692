import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { lazyScreen } from '../../lazy-screen';

// The client's page is the clients feature's own chunk, like the sections (docs/decisions/0027).
const ClientPage = lazyScreen(() =>
  import('../../../features/clients/client-page').then((m) => ({ default: m.ClientPage })),
);

/** /dashboard/clients/{key}: one client's page under the dashboard layout. */
export function DashboardClientPage() {
  useDocumentTitle('Fiche client — Tableau de bord — Créneau');
  return <ClientPage />;
}
