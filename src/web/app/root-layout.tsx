import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { AuthProvider } from '../lib/auth/auth-context';
import { SupportChatMount } from './support-chat-mount';

/**
 * Every route shares one auth state; lazily loaded areas show a spinner while their code arrives.
 * The support chat widget floats above them (SPEC §2).
 */
export function RootLayout() {
  return (
    <AuthProvider>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <SupportChatMount />
    </AuthProvider>
  );
}
