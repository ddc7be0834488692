import { formatDate } from '../../../../shared/french-format';
import { BILLING_TIME_ZONE, planById } from '../../../../shared/pricing';
import type { TSubscriptionResponse } from '../../../../shared/schemas/payments';
import { ActionButton } from '../../../components/ui/action-button';
import { parseApiError } from '../../../lib/parse-api-error';
import { useStripeRedirect } from '../api/payments';

/** The pack paid monthly by card, and the way to Stripe's page to change the card or cancel. */
export function CardSubscription({
  subscription,
}: {
  subscription: NonNullable<TSubscriptionResponse['subscription']>;
}) {
  const portal = useStripeRedirect();
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        Pack {planById(subscription.packId).name} payé par carte chaque mois depuis le{' '}
        {formatDate(subscription.since, BILLING_TIME_ZONE, 'long')}. Changez de carte ou résiliez sur la page
        sécurisée de Stripe : une résiliation prend effet à la fin de la période payée.
      </p>
      <div>
        <ActionButton
          variant="secondary"
          size="sm"
          loading={portal.isPending || portal.isSuccess}
          onClick={() => portal.mutate({ portal: true })}
        >
          Gérer mon abonnement
        </ActionButton>
        {portal.isError && (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {parseApiError(portal.error).message}
          </p>
        )}
      </div>
    </div>
  );
}
