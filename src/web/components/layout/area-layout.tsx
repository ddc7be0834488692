import { type ComponentProps, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth, useSignedInUser } from '../../lib/auth/auth-context';
import { QuotaMeter } from '../../lib/billing/quota-meter';
import { NotificationBell } from '../notifications/notification-bell';
import { AppShell } from '../ui/app-shell';
import { InlineSpinner } from '../ui/spinner';
import { sectionPath } from './dashboard-sections';
import { useScrollToHash } from './use-scroll-to-hash';

/** Providers set their notification preferences in Paramètres; administrators, who have none, in a dialog. */
export const PREFERENCES_ANCHOR = 'preferences-notifications';

/**
 * A signed-in area (dashboard, administration): its sidebar, the quota meter and the bell, the
 * person's name, logout, the page. `bare` for a screen that must be done before the rest can be
 * used (/dpa-signature): no menu, no quota, no bell — the page and « Déconnexion ».
 */
export function AreaLayout({
  areaLabel,
  nav,
  bare = false,
}: Pick<ComponentProps<typeof AppShell>, 'areaLabel' | 'nav'> & { bare?: boolean }) {
  const user = useSignedInUser();
  const { signOut } = useAuth();
  // The bell's « Préférences » leads to a section further down Paramètres.
  useScrollToHash();
  const preferencesPath =
    user.role === 'client' ? `${sectionPath('settings')}#${PREFERENCES_ANCHOR}` : undefined;
  return (
    <AppShell
      areaLabel={areaLabel}
      nav={bare ? [] : nav}
      userName={user.name}
      headerActions={
        !bare && (
          <>
            {/* A provider's appointments left this period (ADR 0036); administrators have no quota. */}
            {user.role === 'client' && <QuotaMeter />}
            <NotificationBell preferencesPath={preferencesPath} />
          </>
        )
      }
      onSignOut={() => void signOut()}
    >
      <Suspense fallback={<InlineSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
