import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/ui/confirm-dialog';

/**
 * Warns before unsaved changes are lost (issue 15): leaving for another screen of the app asks
 * first, closing or reloading the tab gets the browser's own warning. Render what it returns.
 */
export function UnsavedChangesGuard({ dirty, what }: { dirty: boolean; what: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Quitter sans enregistrer ?"
      confirmLabel="Quitter sans enregistrer"
      onConfirm={() => blocker.proceed?.()}
    >
      <p>{what} ne sont pas enregistrées : elles seront perdues si vous quittez cette page.</p>
    </ConfirmDialog>
  );
}
