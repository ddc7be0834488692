import { CalendarX, LinkIcon, TriangleAlert } from 'lucide-react';
import { ActionButton } from '../../../components/ui/action-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { parseApiError } from '../../../lib/parse-api-error';

/** /booking/{providerId} with an id nobody has (404). */
export function ProviderNotFound() {
  return (
    <EmptyState
      icon={CalendarX}
      titleAs="h1"
      title="Cette page de réservation n’existe pas"
      action={
        <LinkButton to="/" variant="secondary">
          Retour à l’accueil
        </LinkButton>
      }
    >
      Le lien est peut-être incomplet, ou le professionnel a fermé sa page. Vérifiez l’adresse ou contactez-le
      directement.
    </EmptyState>
  );
}

/** A manage or cancel link whose token opens nothing (404): never says whether the booking exists. */
export function InvalidLink() {
  return (
    <EmptyState icon={LinkIcon} titleAs="h1" title="Lien invalide ou expiré">
      Ce lien ne permet pas d’accéder à un rendez-vous. Utilisez le lien complet reçu par e-mail, ou contactez
      directement votre professionnel.
    </EmptyState>
  );
}

/** Any other failure to load: the reason, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      icon={TriangleAlert}
      titleAs="h1"
      title="Impossible d’afficher cette page"
      action={<ActionButton onClick={onRetry}>Réessayer</ActionButton>}
    >
      {parseApiError(error).message}
    </EmptyState>
  );
}
