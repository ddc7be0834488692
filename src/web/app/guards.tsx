import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner, InlineSpinner } from '../components/ui/spinner';
import { useDpaStatusQuery } from '../features/gdpr/api/get-dpa-status';
import { useAuth } from '../lib/auth/auth-context';
import { rememberReturnPath } from '../lib/auth/auth-storage';
import { isDelegatedAdmin } from '../lib/auth/delegation';
import { isAdminRole } from '../lib/auth/roles';

/** A guest asked for a protected page: remember it, then open the login modal (SPEC §4). */
function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnPath(`${pathname}${search}`);
    void navigate('/?auth=login', { replace: true });
  }, [navigate, pathname, search]);
  return <FullPageSpinner />;
}

/** Login required. While the session is being checked, a spinner rather than the wrong page. */
export function RequireAuth() {
  const { state } = useAuth();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'unauthenticated') {
    if (state.reason === 'signed-out') return <Navigate to="/" replace />;
    if (state.reason === 'expired') return <Navigate to="/login" replace />;
    return <RedirectToLogin />;
  }
  return <Outlet />;
}

/** Admin only: anyone else goes to their dashboard. Sits inside RequireAuth. */
export function RequireAdmin() {
  const { user } = useAuth();
  if (!isAdminRole(user?.role)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** The provider dashboard: admins go to /admin (SPEC §4). Sits inside RequireAuth. */
export function RequireProvider() {
  const { user } = useAuth();
  if (isAdminRole(user?.role)) return <Navigate to="/admin" replace />;
  return <Outlet />;
}

/**
 * The dashboard needs a signed DPA (SPEC §4): without one — or when the check fails — the provider
 * is sent to /dpa-signature. A delegated admin passes without asking. Sits inside RequireProvider.
 */
export function RequireDpa() {
  const delegated = isDelegatedAdmin();
  const status = useDpaStatusQuery({ enabled: !delegated });
  if (delegated) return <Outlet />;
  if (status.isPending) return <InlineSpinner label="Vérification de votre DPA…" />;
  if (status.data !== true) return <Navigate to="/dpa-signature" replace />;
  return <Outlet />;
}
