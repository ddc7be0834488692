import { AreaLayout } from '../../../components/layout/area-layout';
import { ADMIN_NAV } from './admin-nav';

/** The back office frame: /admin/* and /blog/admin/* render inside it. */
export function AdminLayout() {
  return <AreaLayout areaLabel="Administration" items={ADMIN_NAV} />;
}
