/** The provider area, loaded on demand so the landing page stays light. */
export { DashboardLayout } from '../../features/dashboard/dashboard-layout';
export { DashboardPage } from '../../features/dashboard/dashboard-page';
export { DpaSignaturePage } from '../../features/gdpr/dpa-signature-page';
export { RgpdDocumentsPage } from '../../features/gdpr/rgpd-documents-page';
export { RequireDpa } from '../require-dpa';
