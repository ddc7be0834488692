import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { AuthProvider } from '../lib/auth/auth-context';
import { GlobalBannerMount } from './global-banner-mount';
import { ImpersonationBannerMount } from './impersonation-banner-mount';
import { PushPromptMount } from './push-prompt-mount';
import { SupportChatMount } from './support-chat-mount';

/**
 * Every route shares one auth state; lazily loaded areas show a spinner while their code arrives.
 * The support chat widget floats above them (SPEC §2).
 * An administrator acting as a user sees the impersonation banner above every screen; a signed-in
 * user, the administrators' global banners (loaded only then).
 * A link to another page opens it at the top; back and forward return where the reader was.
 * Positions are kept per path, so a change of query (a tab, a filter, a dialog) does not scroll.
 */
export function RootLayout() {
  return (
    <AuthProvider>
      <ScrollRestoration getKey={(location) => location.pathname} />
      <ImpersonationBannerMount />
      <GlobalBannerMount />
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <SupportChatMount />
      <PushPromptMount />
    </AuthProvider>
  );
}
