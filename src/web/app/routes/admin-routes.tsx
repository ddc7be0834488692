import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../lazy-screen';
import type { TAdminPageId } from './admin/admin-page';

// The frame and the page that picks a page's chunk travel in the admin bundle, not in the entry.
const AdminLayout = lazyScreen(() => import('./admin-bundle').then((m) => ({ default: m.AdminLayout })));
const AdminPage = lazyScreen(() => import('./admin-bundle').then((m) => ({ default: m.AdminPage })));

const page = (path: string, id: TAdminPageId): RouteObject => ({ path, element: <AdminPage page={id} /> });

/** SPEC §2's admin sub-pages and the blog administration, inside the back office frame. */
export const adminRoute: RouteObject = {
  element: <AdminLayout />,
  children: [
    page('admin', 'users'),
    page('admin/users/:id', 'user'),
    page('admin/audit', 'audit'),
    page('admin/job-failures', 'job-failures'),
    page('admin/compta', 'compta'),
    page('admin/products', 'products'),
    page('admin/physical-orders', 'orders'),
    page('admin/physical-orders/:id', 'order'),
    page('admin/notifications', 'banners'),
    page('admin/config', 'config'),
    page('admin/security', 'security'),
    page('admin/chats', 'chats'),
    page('admin/chats/:chatId', 'chats'),
    { path: 'admin/*', element: <Navigate to="/admin" replace /> },
    page('blog/admin', 'blog-list'),
    page('blog/admin/new', 'blog-editor'),
    page('blog/admin/edit/:id', 'blog-editor'),
    page('blog/admin/stats', 'blog-stats'),
    page('blog/admin/comments', 'blog-comments'),
    { path: 'blog/admin/*', element: <Navigate to="/blog/admin" replace /> },
  ],
};
