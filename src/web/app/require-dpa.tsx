import { Navigate, Outlet } from 'react-router';
import { InlineSpinner } from '../components/ui/spinner';
import { useDpaStatusQuery } from '../features/gdpr/api/get-dpa-status';
import { isDelegatedAdmin } from '../lib/auth/delegation';

/**
 * The dashboard needs a signed DPA (SPEC §4): without one — or when the check fails — the provider
 * is sent to /dpa-signature. A delegated admin passes without asking. Sits inside RequireProvider;
 * loaded with the dashboard (its DPA check brings zod, which visitors do not need).
 */
export function RequireDpa() {
  const delegated = isDelegatedAdmin();
  const status = useDpaStatusQuery({ enabled: !delegated });
  if (delegated) return <Outlet />;
  if (status.isPending) return <InlineSpinner label="Vérification de votre DPA…" />;
  if (status.data !== true) return <Navigate to="/dpa-signature" replace />;
  return <Outlet />;
}
