import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/ui/spinner';
import { isSafeLocalPath } from '../../lib/auth/auth-storage';
import { STORAGE } from '../../lib/storage-keys';

/** Reads and forgets the target an impersonation left behind (SPEC §4, §9 `redirectionInProgress`). */
function takeRedirectTarget(): string | null {
  const target = localStorage.getItem(STORAGE.redirectionInProgress);
  localStorage.removeItem(STORAGE.redirectionInProgress);
  return isSafeLocalPath(target) ? target : null;
}

/** /impersonation: follows the stored redirect target, else the dashboard. */
export function ImpersonationRoute() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(takeRedirectTarget() ?? '/dashboard', { replace: true });
  }, [navigate]);
  return <FullPageSpinner />;
}
