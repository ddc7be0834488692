import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '../../components/ui/app-shell';
import { InlineSpinner } from '../../components/ui/spinner';
import { useAuth, useSignedInUser } from '../../lib/auth/auth-context';
import { ADMIN_NAV } from './admin-nav';

/** The back office frame: /admin/* and /blog/admin/* render inside it. */
export function AdminLayout() {
  const user = useSignedInUser();
  const { signOut } = useAuth();
  return (
    <AppShell
      areaLabel="Administration"
      items={ADMIN_NAV}
      userName={user.name}
      onSignOut={() => void signOut()}
    >
      <Suspense fallback={<InlineSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
