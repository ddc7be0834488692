import { AreaLayout } from '../../../components/layout/area-layout';
import { ADMIN_NAV } from './admin-nav';

/** Few entries: one group, no heading. */
const ADMIN_GROUPS = [{ items: ADMIN_NAV }];

/** The back office frame: /admin/* and /blog/admin/* render inside it. */
export function AdminLayout() {
  return <AreaLayout areaLabel="Administration" nav={ADMIN_GROUPS} />;
}
