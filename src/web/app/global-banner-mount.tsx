import { lazy, Suspense } from 'react';
import { useAuth } from '../lib/auth/auth-context';

const GlobalBanner = lazy(() =>
  import('./routes/global-banner-bundle').then((m) => ({ default: m.GlobalBanner })),
);

/** SPEC §2: the administrators' banners above every screen of a signed-in user (any role). */
export function GlobalBannerMount() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      {/* A new account means another user's banners and dismissals. */}
      <GlobalBanner key={user.id} userId={user.id} />
    </Suspense>
  );
}
