import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../lazy-screen';

/*
 * Each admin page is its domain's feature and its own chunk, fetched on first visit (docs/decisions/0050).
 * This table travels with the admin frame, so the entry carries only the route paths.
 */
const blogPage = (page: 'list' | 'editor' | 'stats' | 'comments') =>
  lazyScreen(() =>
    import('../../../features/blog/admin/blog-admin-page').then(({ BlogAdminPage }) => ({
      default: () => <BlogAdminPage page={page} />,
    })),
  );

const ADMIN_PAGES = {
  users: lazyScreen(() => import('./admin-home-route').then((m) => ({ default: m.AdminHomeRoute }))),
  user: lazyScreen(() => import('./user-route').then((m) => ({ default: m.UserRoute }))),
  audit: lazyScreen(() =>
    import('../../../features/audit/audit-page').then((m) => ({ default: m.AuditPage })),
  ),
  'job-failures': lazyScreen(() =>
    import('../../../features/job-failures/job-failures-page').then((m) => ({ default: m.JobFailuresPage })),
  ),
  compta: lazyScreen(() =>
    import('../../../features/payments/compta-page').then((m) => ({ default: m.ComptaPage })),
  ),
  products: lazyScreen(() =>
    import('../../../features/shop/admin/products-page').then((m) => ({ default: m.AdminProductsPage })),
  ),
  orders: lazyScreen(() =>
    import('../../../features/shop/admin/orders-page').then((m) => ({ default: m.AdminOrdersPage })),
  ),
  order: lazyScreen(() =>
    import('../../../features/shop/admin/order-page').then((m) => ({ default: m.AdminOrderPage })),
  ),
  banners: lazyScreen(() =>
    import('../../../features/banners/admin/banners-page').then((m) => ({ default: m.BannersPage })),
  ),
  config: lazyScreen(() =>
    import('../../../features/config/config-page').then((m) => ({ default: m.ConfigPage })),
  ),
  security: lazyScreen(() =>
    import('../../../features/security/admin-security-page').then((m) => ({ default: m.AdminSecurityPage })),
  ),
  chats: lazyScreen(() =>
    import('../../../features/support/admin/support-chats-page').then((m) => ({
      default: m.SupportChatsPage,
    })),
  ),
  'blog-list': blogPage('list'),
  'blog-editor': blogPage('editor'),
  'blog-stats': blogPage('stats'),
  'blog-comments': blogPage('comments'),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

export type TAdminPageId = keyof typeof ADMIN_PAGES;

/** One admin page under the admin layout (whose Suspense shows a spinner while its chunk arrives). */
export function AdminPage({ page }: { page: TAdminPageId }) {
  const Page = ADMIN_PAGES[page];
  return <Page />;
}
