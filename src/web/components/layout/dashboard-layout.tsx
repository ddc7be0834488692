import { AreaLayout } from './area-layout';
import { DASHBOARD_NAV } from './dashboard-nav';

/** The provider's signed-in frame: sidebar of sections, top bar with their name and logout. */
export function DashboardLayout() {
  return <AreaLayout areaLabel="Espace professionnel" items={DASHBOARD_NAV} />;
}
