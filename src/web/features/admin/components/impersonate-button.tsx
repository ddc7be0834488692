import { zodResolver } from '@hookform/resolvers/zod';
import { UserRoundCog } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TRole } from '../../../../shared/schemas/auth';
import { type TImpersonate, ZImpersonate } from '../../../../shared/schemas/impersonation';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { parseApiError } from '../../../lib/parse-api-error';
import { useImpersonateUserMutation } from '../api/impersonate-user';

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

function ImpersonateForm({ user, onCancel }: { user: TImpersonationTarget; onCancel: () => void }) {
  const { beginImpersonation } = useAuth();
  const mutation = useImpersonateUserMutation();
  const form = useForm<TImpersonate, unknown, z.output<typeof ZImpersonate>>({
    resolver: zodResolver(ZImpersonate),
    defaultValues: { reason: '' },
  });
  const reasonError = form.formState.errors.reason?.message;

  const onSubmit = form.handleSubmit(({ reason }) =>
    mutation.mutate(
      { userId: user.id, reason },
      {
        onSuccess: (session) => beginImpersonation({ token: session.token, user: session.user }),
        onError: (error) => {
          const { field, message } = parseApiError(error);
          if (field === 'reason') form.setError('reason', { message }, { shouldFocus: true });
        },
      },
    ),
  );
  const otherError = mutation.isError && parseApiError(mutation.error).field !== 'reason';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Notice tone="warning">
        Vous agirez dans le compte de {user.name} ({user.email}) pendant 30 minutes au plus. Cette connexion
        et son motif sont enregistrés dans le journal d’audit et visibles par l’utilisateur dans sa page «
        Sécurité ». Changer son mot de passe, supprimer son compte ou signer son DPA restent impossibles.
      </Notice>
      <TextareaField
        label="Motif"
        rows={3}
        required
        maxLength={500}
        hint="Par exemple : « Ticket 42 : aide à la configuration des disponibilités »."
        error={reasonError}
        {...form.register('reason')}
      />
      {otherError && <ErrorNotice error={mutation.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ActionButton variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
          Annuler
        </ActionButton>
        <ActionButton type="submit" loading={mutation.isPending}>
          Se connecter
        </ActionButton>
      </div>
    </form>
  );
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
        size="sm"
        className="whitespace-nowrap"
        disabled={unavailable !== null}
        aria-describedby={unavailable ? hintId : undefined}
        aria-label={`${IMPERSONATE_LABEL} ${user.name}`}
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
      <ModalDialog open={open} onOpenChange={setOpen} title={`${IMPERSONATE_LABEL} ${user.name}`}>
        {open && <ImpersonateForm user={user} onCancel={() => setOpen(false)} />}
      </ModalDialog>
    </>
  );
}
