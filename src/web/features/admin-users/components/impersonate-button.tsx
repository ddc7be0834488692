import { UserRoundCog } from 'lucide-react';
import { useId, useState } from 'react';
import type { TRole } from '../../../../shared/schemas/auth';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { useAuth } from '../../../lib/auth/auth-context';
import { parseApiError } from '../../../lib/parse-api-error';
import { useImpersonateUserMutation } from '../api/impersonate-user';
import { ReasonDialog } from './reason-dialog';

/** The account the button acts on; `status` as the admin users list gives it (absent: active). */
export type TImpersonationTarget = {
  id: string;
  name: string;
  email: string;
  role: TRole;
  status?: 'active' | 'suspended' | 'deleted';
};

export const IMPERSONATE_LABEL = 'Se connecter en tant que';

/** Why the action is not offered for this account, or null when it is. */
function unavailableReason(user: TImpersonationTarget): string | null {
  if (user.role === 'admin') return 'Impossible pour un compte administrateur.';
  if (user.status === 'suspended') return 'Compte suspendu : réactivez-le d’abord.';
  if (user.status === 'deleted') return 'Compte supprimé.';
  return null;
}

/**
 * « Se connecter en tant que »: asks for the reason, then hands the browser over to the user's
 * account (SPEC §4 impersonation). Not offered for administrators, suspended or deleted accounts.
 */
export function ImpersonateButton({ user }: { user: TImpersonationTarget }) {
  const [open, setOpen] = useState(false);
  const unavailable = unavailableReason(user);
  const hintId = useId();
  return (
    <>
      <ActionButton
        variant="secondary"
        className="whitespace-nowrap"
        disabled={unavailable !== null}
        aria-describedby={unavailable ? hintId : undefined}
        onClick={() => setOpen(true)}
      >
        <UserRoundCog className="size-4" aria-hidden="true" />
        {IMPERSONATE_LABEL}
      </ActionButton>
      {unavailable && (
        <span id={hintId} className="sr-only">
          {unavailable}
        </span>
      )}
      {open && <ImpersonateDialog user={user} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The confirmation with its required reason; on success the browser becomes the user's. */
function ImpersonateDialog({ user, onClose }: { user: TImpersonationTarget; onClose: () => void }) {
  const { beginImpersonation } = useAuth();
  const mutation = useImpersonateUserMutation();
  return (
    <ReasonDialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={`${IMPERSONATE_LABEL} ${user.name}`}
      confirmLabel="Se connecter"
      tone="primary"
      pending={mutation.isPending}
      error={mutation.isError ? parseApiError(mutation.error).message : null}
      onConfirm={(reason) =>
        mutation.mutate(
          { userId: user.id, reason },
          { onSuccess: (session) => beginImpersonation({ token: session.token, user: session.user }) },
        )
      }
    >
      <Notice tone="warning">
        Vous agirez dans le compte de {user.name} ({user.email}) pendant 30 minutes au plus. Cette connexion
        et son motif sont enregistrés dans le journal d’audit et visibles par l’utilisateur dans sa page «
        Sécurité ». Changer son mot de passe, supprimer son compte ou signer son DPA restent impossibles.
      </Notice>
    </ReasonDialog>
  );
}
