import { Suspense, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '../../components/layout/public-layout';
import { FullPageSpinner, InlineSpinner } from '../../components/ui/spinner';
import type { TAuthView } from '../../features/auth/components/auth-modal';
import { useAuth } from '../../lib/auth/auth-context';
import { takeReturnPath } from '../../lib/auth/auth-storage';
import { homePathFor } from '../../lib/auth/roles';
import { LandingPage } from './landing-page-loader';
import { AuthModal } from './lazy-screens';

function readView(value: string | null): TAuthView | null {
  return value === 'login' || value === 'register' ? value : null;
}

/** Signed in (on load or just now): the remembered page, else /admin or /dashboard (SPEC §2, §4). */
function FollowSignIn({ role }: { role: string }) {
  const navigate = useNavigate();
  // StrictMode runs the effect twice; the remembered path must be taken once.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(takeReturnPath() ?? homePathFor(role), { replace: true });
  }, [navigate, role]);
  return <FullPageSpinner />;
}

/** `/`: the landing page, with the login/register modal when `?auth=login|register`. */
export function LandingRoute() {
  const { state } = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const view = readView(params.get('auth'));

  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'authenticated') return <FollowSignIn role={state.user.role} />;
  return (
    <>
      <PublicLayout>
        <Suspense fallback={<InlineSpinner />}>
          <LandingPage />
        </Suspense>
      </PublicLayout>
      {view && (
        <Suspense fallback={null}>
          <AuthModal
            view={view}
            onViewChange={(next) => setParams({ auth: next }, { replace: true })}
            onClose={() => void navigate('/')}
          />
        </Suspense>
      )}
    </>
  );
}
