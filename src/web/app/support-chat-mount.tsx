import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { readImpersonation } from '../lib/auth/impersonation';
import { isAdminRole } from '../lib/auth/roles';
import { SupportChatWidget } from './routes/lazy-screens';

/** The client's booking and cancellation pages belong to the provider's customers: no widget there. */
const CUSTOMER_PAGES = /^\/(booking|cancel-booking)(\/|$)/;

/**
 * SPEC §2: the chat widget on every route but booking and cancel pages, for signed-in non-admins
 * only — and not for an administrator acting as the user, who must not write in their name
 * (docs/decisions/0030).
 */
export function SupportChatMount() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || isAdminRole(user.role) || CUSTOMER_PAGES.test(pathname) || readImpersonation() !== null) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      {/* Room under the page's last buttons, so that the floating one never hides them. */}
      <div aria-hidden="true" className="h-20" />
      <SupportChatWidget />
    </Suspense>
  );
}
