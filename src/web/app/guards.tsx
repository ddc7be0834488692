import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/auth-context';
import { rememberReturnPath } from '../lib/auth/auth-storage';
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
    if (state.reason === 'signed-out') return <Navigate to={state.landing ?? '/'} replace />;
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
