import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { readImpersonation } from '../lib/auth/impersonation';
import { isAdminRole } from '../lib/auth/roles';

/** Loaded only for a signed-in person: the public booking page never carries the push code. */
const PushPrompt = lazy(() => import('../lib/push/push-prompt').then((m) => ({ default: m.PushPrompt })));

const CUSTOMER_PAGES = /^\/(booking|cancel-booking)(\/|$)/;
/** Issue 37: never while the provider signs the DPA (their first minutes). */
const QUIET_PAGES = /^\/dpa-signature(\/|$)/;

/**
 * SPEC §2/§9: providers and administrators are offered browser push. Not on the customers' pages,
 * and not to an administrator acting as a user (their browser must not get the user's pushes).
 */
export function PushPromptMount() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || CUSTOMER_PAGES.test(pathname) || readImpersonation() !== null) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt isAdmin={isAdminRole(user.role)} paused={QUIET_PAGES.test(pathname)} />
    </Suspense>
  );
}
