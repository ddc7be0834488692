import { KeyRound } from 'lucide-react';
import { ActionButton } from '../../../components/ui/action-button';

type SecurityKeySignInProps = { onClick: () => void; pending: boolean };

/**
 * SPEC §2: above the password field, separated by « OU ». Always there: the server no longer tells
 * which addresses have a key (ADR 0041), and a button that appeared while typing moved « Se
 * connecter » under the pointer of someone clicking it (or under a password manager's fill).
 */
export function SecurityKeySignIn({ onClick, pending }: SecurityKeySignInProps) {
  return (
    <div className="space-y-4">
      <ActionButton type="button" variant="secondary" onClick={onClick} loading={pending} fullWidth>
        <KeyRound className="size-4" aria-hidden="true" />
        Se connecter avec une clé de sécurité
      </ActionButton>
      <div className="flex items-center gap-3 text-xs font-semibold text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        OU
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
