import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ActionButton } from '../../components/ui/action-button';
import { EmptyState } from '../../components/ui/empty-state';
import { ChunkLoadTimeoutError } from '../lazy-screen';

/**
 * Shown when a screen crashes or its code cannot be downloaded (a new version was deployed while
 * the tab was open, or it did not arrive within SPEC §9's 120 s): reloading fetches the current files.
 */
export function RouteError() {
  useDocumentTitle('Erreur — Créneau');
  const error = useRouteError();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <EmptyState
        icon={TriangleAlert}
        title="Cette page n’a pas pu s’afficher"
        titleAs="h1"
        action={<ActionButton onClick={() => window.location.reload()}>Recharger la page</ActionButton>}
      >
        {error instanceof ChunkLoadTimeoutError
          ? error.message
          : 'Une erreur inattendue est survenue. Rechargez la page ; si le problème persiste, contactez le support.'}
      </EmptyState>
    </div>
  );
}
