import { UserRoundCog } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { readImpersonation } from '../../lib/auth/impersonation';
import { isAdminRole } from '../../lib/auth/roles';
import { ActionButton } from '../ui/action-button';
import { useHeightVariable } from './use-height-variable';

/** The banner's height, for the sticky header and the fixed sidebar below it (app-shell). */
export const BANNER_HEIGHT_VARIABLE = '--impersonation-banner-height';
const TICK_MS = 15_000;
export const RETURN_LABEL = "Revenir à l'administration";

function timeLeftLabel(expiresAt: Date, now: number): string {
  const minutes = Math.ceil((expiresAt.getTime() - now) / 60_000);
  if (minutes <= 1) return 'moins d’une minute';
  return `${minutes} min`;
}

/** The current time, refreshed every few seconds while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * While an administrator acts as a user (SPEC §4 impersonation), on every screen and above
 * everything: who they are acting as, for how long still, and the way back. It cannot be dismissed.
 */
export function ImpersonationBanner() {
  const { user, returnToAdmin } = useAuth();
  // An administrator is never the one acted as: during the hand-off the app still shows them.
  const impersonation = user && !isAdminRole(user.role) ? readImpersonation() : null;
  const now = useNow(impersonation !== null);
  const [leaving, setLeaving] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useHeightVariable(element, BANNER_HEIGHT_VARIABLE);

  if (!user || !impersonation) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      await returnToAdmin();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <section
      ref={setElement}
      aria-label="Connexion de l’administration"
      className="sticky top-0 z-40 border-b border-amber-300 bg-amber-100 px-4 py-2.5 text-amber-950 sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex min-w-0 items-start gap-2 text-sm">
          <UserRoundCog className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            Vous êtes connecté en tant que <strong>{user.name}</strong> ({user.email})
            {impersonation.expiresAt && (
              <span className="text-amber-900"> — encore {timeLeftLabel(impersonation.expiresAt, now)}</span>
            )}
          </span>
        </p>
        <ActionButton variant="secondary" size="sm" loading={leaving} onClick={() => void leave()}>
          {RETURN_LABEL}
        </ActionButton>
      </div>
    </section>
  );
}
