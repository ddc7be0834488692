import { type ReactNode, Suspense } from 'react';
import { PublicLayout } from '../../components/layout/public-layout';
import { InlineSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { homePathFor } from '../../lib/auth/roles';

/** A public page in the shared frame; a signed-in visitor sees a link to their space in the header. */
export function PublicPage({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const account = user ? { name: user.name, href: homePathFor(user.role) } : undefined;
  return (
    <PublicLayout account={account}>
      {/* The header and footer stay put while the page's own code arrives. */}
      <Suspense fallback={<InlineSpinner />}>{children}</Suspense>
    </PublicLayout>
  );
}
