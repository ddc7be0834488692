/** The back office, loaded on demand: visitors and providers never download it. */
export { AdminLayout } from '../../features/admin/admin-layout';
export { AuditPage } from '../../features/admin/audit-page';
export { BannersPage } from '../../features/admin/banners-page';
export { ComptaPage } from '../../features/admin/compta-page';
export { ConfigPage } from '../../features/admin/config-page';
export { PhysicalOrderPage } from '../../features/admin/physical-order-page';
export { PhysicalOrdersPage } from '../../features/admin/physical-orders-page';
export { ProductsPage } from '../../features/admin/products-page';
export { SupportChatsPage } from '../../features/admin/support-chats-page';
export { UserPage } from '../../features/admin/user-page';
export { UsersPage } from '../../features/admin/users-page';
export { BlogAdminPage } from '../../features/blog/blog-admin-page';
export { AdminSecurityPage } from '../../features/security/admin-security-page';
