/** The provider area's frame and GDPR pages, loaded on demand; each dashboard section is a chunk of its own (dashboard-routes). */

export { DpaSignaturePage } from '../../features/gdpr/dpa-signature-page';
export { RgpdDocumentsPage } from '../../features/gdpr/rgpd-documents-page';
export { RequireDpa } from '../require-dpa';
export { DashboardClientPage } from './dashboard/client-page-route';
export { DashboardLayout } from './dashboard/dashboard-layout';
export { DashboardSectionPage } from './dashboard/section-page';
