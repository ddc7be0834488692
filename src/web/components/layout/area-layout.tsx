import { type ComponentProps, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth, useSignedInUser } from '../../lib/auth/auth-context';
import { AppShell } from '../ui/app-shell';
import { InlineSpinner } from '../ui/spinner';

/** A signed-in area (dashboard, administration): its sidebar, the person's name, logout, the page. */
export function AreaLayout({
  areaLabel,
  items,
}: Pick<ComponentProps<typeof AppShell>, 'areaLabel' | 'items'>) {
  const user = useSignedInUser();
  const { signOut } = useAuth();
  return (
    <AppShell areaLabel={areaLabel} items={items} userName={user.name} onSignOut={() => void signOut()}>
      <Suspense fallback={<InlineSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
