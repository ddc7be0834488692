import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { AuthProvider } from '../lib/auth/auth-context';

/** Every route shares one auth state; lazily loaded areas show a spinner while their code arrives. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </AuthProvider>
  );
}
