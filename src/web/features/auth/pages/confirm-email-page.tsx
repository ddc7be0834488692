import { CircleCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { M } from '../../../../shared/messages';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ActionButton } from '../../../components/ui/action-button';
import { LinkButton } from '../../../components/ui/link-button';
import { Notice } from '../../../components/ui/notice';
import { useAuth } from '../../../lib/auth/auth-context';
import { gotNoResponse, parseApiError } from '../../../lib/parse-api-error';
import { useConfirmEmailChangeMutation } from '../api/confirm-email-change';
import { AuthCard } from '../components/auth-card';

/**
 * /confirm-email/:token: the link sent to the new address. Confirmed on a click, not on load, since
 * mail scanners open links. Every session of the account ends: this browser forgets its own too.
 */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirmation de la nouvelle adresse — Créneau');
  const { token = '' } = useParams();
  const { dropStoredTokens } = useAuth();
  const mutation = useConfirmEmailChangeMutation();
  const confirm = () => mutation.mutate({ token }, { onSuccess: dropStoredTokens });

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Nouvelle adresse confirmée">
        <div className="space-y-4 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <CircleCheck className="size-7" aria-hidden="true" />
          </span>
          <p role="status" className="text-sm text-slate-700">
            {mutation.data}
          </p>
          <LinkButton to="/?auth=login" className="w-full">
            Se connecter
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  const error = mutation.isError ? parseApiError(mutation.error) : null;
  // Used, expired or unknown (400), or the address taken meanwhile (409): a new request is needed.
  const dead = error !== null && (error.status === 400 || error.status === 409);
  return (
    <AuthCard title="Changer d'adresse e-mail">
      <div className="space-y-4">
        {error && <Notice tone="error">{gotNoResponse(error) ? M.login.unreachable : error.message}</Notice>}
        {dead ? (
          <LinkButton to="/" variant="secondary" className="w-full">
            Retour à l'accueil
          </LinkButton>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Confirmez pour utiliser cette adresse avec votre compte Créneau. Vous serez déconnecté partout
              et vous reconnecterez avec la nouvelle adresse.
            </p>
            <ActionButton onClick={confirm} loading={mutation.isPending} fullWidth size="lg">
              Confirmer ma nouvelle adresse
            </ActionButton>
          </>
        )}
      </div>
    </AuthCard>
  );
}
