import { Link, useSearchParams } from 'react-router';
import {
  CONNECT_STATUS_LABELS,
  connectStatusOf,
  type TConnectStatus,
} from '../../../../shared/schemas/booking-payments';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { useServicesQuery } from '../../../lib/provider-data/get-services';
import { useStartOnboardingMutation } from '../api/start-onboarding';

/** Stripe sends the provider back to `/dashboard/online-payments?onboarding=retour`. */
export const RETURN_PARAM = 'onboarding';

type TStatus = ReturnType<typeof connectStatusOf>;

const BUTTON_LABELS: Record<TStatus, string> = {
  none: 'Activer les paiements en ligne',
  pending: 'Reprendre la vérification',
  active: 'Gérer mon compte Stripe',
};

const BADGE_CLASSES: Record<TStatus, string> = {
  none: 'bg-slate-100 text-slate-800',
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-emerald-100 text-emerald-800',
};

/** What the status means and what to do, in one or two sentences. */
function explanation(status: TStatus, detailsSubmitted: boolean): string {
  if (status === 'none')
    return 'Vos clients ne peuvent pas encore payer en ligne. Stripe vous demandera votre identité et votre IBAN : comptez quelques minutes.';
  if (status === 'active')
    return 'Votre compte Stripe encaisse les paiements : chaque prestation peut demander un acompte, le paiement complet ou une carte en garantie (Prestations).';
  return detailsSubmitted
    ? 'Stripe vérifie vos informations. Tant que la vérification n’est pas terminée, vos prestations ne demandent aucun paiement.'
    : 'Il manque des informations à Stripe. Reprenez la vérification pour les compléter : tant qu’elle n’est pas terminée, vos prestations ne demandent aucun paiement.';
}

/** The provider's Stripe account: its status, what it means, and the one button that goes on. */
export function ConnectStatusCard({ status: connect }: { status: TConnectStatus }) {
  const [params] = useSearchParams();
  const services = useServicesQuery();
  const onboarding = useStartOnboardingMutation();
  if (!connect.available) {
    return (
      <Notice tone="info">
        Les paiements en ligne ne sont pas proposés sur Créneau pour le moment : vos clients réservent sans
        payer en ligne.
      </Notice>
    );
  }
  const status = connectStatusOf(connect.account);
  const returned = params.get(RETURN_PARAM) === 'retour';
  const asking = status !== 'active' && (services.data ?? []).some((s) => s.payment.mode !== 'none');
  return (
    <div className="space-y-4">
      <p
        className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
        role="status"
        aria-live="polite"
      >
        <span>Statut :</span>{' '}
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE_CLASSES[status]}`}>
          {CONNECT_STATUS_LABELS[status]}
        </span>
        {returned && status === 'pending' && (
          <span className="basis-full font-medium text-slate-900">
            Merci ! Stripe vérifie vos informations…
          </span>
        )}
        {returned && status === 'active' && (
          <span className="basis-full font-medium text-slate-900">
            Merci ! Vos paiements en ligne sont actifs.
          </span>
        )}
      </p>
      <p className="text-sm text-slate-600">
        {explanation(status, connect.account?.detailsSubmitted ?? false)}
      </p>
      {asking && (
        <Notice tone="warning">
          Certaines de vos prestations demandent un paiement : tant que votre compte n’est pas actif, elles
          sont réservées sans paiement.
        </Notice>
      )}
      {status === 'active' && (
        <p className="text-sm">
          <Link to="/dashboard/services" className="font-semibold text-brand-700 underline">
            Choisir le paiement de mes prestations
          </Link>
        </p>
      )}
      <ActionButton
        variant={status === 'active' ? 'secondary' : 'primary'}
        loading={onboarding.isPending || onboarding.isSuccess}
        onClick={() => onboarding.mutate()}
      >
        {BUTTON_LABELS[status]}
      </ActionButton>
      {onboarding.isError && (
        <ErrorNotice error={onboarding.error}>Impossible d’ouvrir la page de Stripe.</ErrorNotice>
      )}
    </div>
  );
}
