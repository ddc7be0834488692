import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { isSafeLocalPath } from '../../lib/auth/auth-storage';
import { readImpersonation } from '../../lib/auth/impersonation';
import { isAdminRole } from '../../lib/auth/roles';
import { STORAGE } from '../../lib/storage-keys';

/** Reads and forgets the target an impersonation left behind (SPEC §4, §9 `redirectionInProgress`). */
function takeRedirectTarget(): string | null {
  const target = localStorage.getItem(STORAGE.redirectionInProgress);
  localStorage.removeItem(STORAGE.redirectionInProgress);
  return isSafeLocalPath(target) ? target : null;
}

/**
 * /impersonation: follows the stored redirect target, else the dashboard — once the app has
 * switched to the user (the hand-off arrives here as the administrator, then switches).
 */
export function ImpersonationRoute() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const switching = isAdminRole(user?.role) && readImpersonation() !== null;
  const done = useRef(false);
  useEffect(() => {
    if (done.current || switching) return;
    done.current = true;
    void navigate(takeRedirectTarget() ?? '/dashboard', { replace: true });
  }, [navigate, switching]);
  return <FullPageSpinner />;
}
