import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Toast } from '../../../components/ui/toast';

/** What a client's page leaves in the navigation state after an erasure. */
export type TErasedState = { erasedMessage: string };

function erasedMessageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('erasedMessage' in state)) return null;
  return typeof state.erasedMessage === 'string' ? state.erasedMessage : null;
}

/** The success of an erasure, told on the list the client's page returned to. */
export function ErasedToast() {
  const location = useLocation();
  const navigate = useNavigate();
  // Dismissed: the message leaves the history entry too, so that going back does not repeat it.
  const dismiss = useCallback(
    () => void navigate(location.pathname, { replace: true, state: null }),
    [navigate, location.pathname],
  );
  return <Toast message={erasedMessageOf(location.state)} onDismiss={dismiss} />;
}
