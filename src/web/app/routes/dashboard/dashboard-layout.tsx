import { useLocation } from 'react-router';
import { AreaLayout } from '../../../components/layout/area-layout';
import { DASHBOARD_NAV } from './dashboard-nav';

/**
 * The provider's signed-in frame: sidebar of sections, top bar with their name and logout. It sits
 * with the routes, as the admin frame does (ADR 0050), because its menu shows a feature's count.
 */
export function DashboardLayout() {
  // Issue 37: until the DPA is signed, every section sends back here — so no menu to offer.
  const signingDpa = useLocation().pathname === '/dpa-signature';
  return <AreaLayout areaLabel="Espace professionnel" nav={DASHBOARD_NAV} bare={signingDpa} />;
}
