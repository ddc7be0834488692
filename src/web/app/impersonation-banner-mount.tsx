import { lazy, Suspense } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { readImpersonation } from '../lib/auth/impersonation';
import { isAdminRole } from '../lib/auth/roles';

const ImpersonationBanner = lazy(() =>
  import('../components/layout/impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })),
);

/**
 * SPEC §4: the impersonation banner, fetched only while an administrator acts as a user, so that
 * other visitors (a client on a booking page first) do not download it (ADR 0055).
 */
export function ImpersonationBannerMount() {
  const { user } = useAuth();
  if (!user || isAdminRole(user.role) || !readImpersonation()) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
}
