import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth, useSignedInUser } from '../../lib/auth/auth-context';
import { AppShell } from '../ui/app-shell';
import { InlineSpinner } from '../ui/spinner';
import { DASHBOARD_NAV } from './dashboard-nav';

/** The provider's signed-in frame: sidebar of sections, top bar with their name and logout. */
export function DashboardLayout() {
  const user = useSignedInUser();
  const { signOut } = useAuth();
  return (
    <AppShell
      areaLabel="Espace professionnel"
      items={DASHBOARD_NAV}
      userName={user.name}
      onSignOut={() => void signOut()}
    >
      <Suspense fallback={<InlineSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
