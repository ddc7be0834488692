import {
  Bell,
  Calculator,
  LifeBuoy,
  LockKeyhole,
  Newspaper,
  Package,
  ScrollText,
  Settings,
  TriangleAlert,
  Truck,
  Users,
} from 'lucide-react';
import type { TShellNavItem } from '../../../components/ui/app-shell';
import { SUPPORT_UNREAD_COUNT } from '../../../features/support/admin/components/support-unread-count';

const exactly = (path: string) => (pathname: string) => pathname === path || pathname === `${path}/`;

/**
 * The admin sidebar (SPEC §2 admin sub-pages, plus the blog administration). It sits with the routes
 * because it shows a feature's own count (support's unread messages), which components/ may not import.
 */
export const ADMIN_NAV: readonly TShellNavItem[] = [
  {
    to: '/admin',
    label: 'Utilisateurs',
    icon: Users,
    isActive: (pathname) => exactly('/admin')(pathname) || pathname.startsWith('/admin/users/'),
  },
  { to: '/admin/compta', label: 'Comptabilité', icon: Calculator, isActive: exactly('/admin/compta') },
  { to: '/admin/products', label: 'Produits', icon: Package, isActive: exactly('/admin/products') },
  {
    to: '/admin/physical-orders',
    label: 'Commandes physiques',
    icon: Truck,
    isActive: (pathname) =>
      exactly('/admin/physical-orders')(pathname) || pathname.startsWith('/admin/physical-orders/'),
  },
  {
    to: '/admin/notifications',
    label: 'Notifications',
    icon: Bell,
    isActive: exactly('/admin/notifications'),
  },
  { to: '/admin/config', label: 'Configuration', icon: Settings, isActive: exactly('/admin/config') },
  { to: '/admin/audit', label: 'Journal d’audit', icon: ScrollText, isActive: exactly('/admin/audit') },
  {
    to: '/admin/job-failures',
    label: 'Envois en échec',
    icon: TriangleAlert,
    isActive: exactly('/admin/job-failures'),
  },
  { to: '/admin/security', label: 'Sécurité', icon: LockKeyhole, isActive: exactly('/admin/security') },
  {
    to: '/admin/chats',
    label: 'Support',
    icon: LifeBuoy,
    isActive: (pathname) => pathname.startsWith('/admin/chats'),
    count: SUPPORT_UNREAD_COUNT,
  },
  {
    to: '/blog/admin',
    label: 'Blog',
    icon: Newspaper,
    isActive: (pathname) => pathname.startsWith('/blog/admin'),
  },
];
