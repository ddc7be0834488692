import { AreaLayout } from '../../../components/layout/area-layout';
import { DASHBOARD_NAV } from './dashboard-nav';

/**
 * The provider's signed-in frame: sidebar of sections, top bar with their name and logout. It sits
 * with the routes, as the admin frame does (ADR 0050), because its menu shows a feature's count.
 */
export function DashboardLayout() {
  return <AreaLayout areaLabel="Espace professionnel" items={DASHBOARD_NAV} />;
}
