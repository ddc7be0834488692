/** The back office frame, loaded on demand: visitors and providers never download it; each page is a chunk of its own (admin/admin-page). */
export { AdminLayout } from './admin/admin-layout';
export { AdminPage } from './admin/admin-page';
