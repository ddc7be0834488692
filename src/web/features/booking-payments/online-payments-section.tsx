import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useConnectStatusQuery } from '../../lib/provider-data/connect-status';
import { useProviderZone } from '../../lib/provider-data/use-provider-zone';
import { ConnectStatusCard, RETURN_PARAM } from './components/connect-status-card';
import { ReceivedPayments } from './components/received-payments';

/**
 * « Paiements en ligne » (issue 34, ADR 0061): the provider's own Stripe account (status,
 * onboarding) and the payments their clients made at booking.
 */
export function OnlinePaymentsSection() {
  const connect = useConnectStatusQuery();
  const { zone, isPending: zonePending } = useProviderZone();
  const [params] = useSearchParams();
  const returned = params.get(RETURN_PARAM) === 'retour';
  const { refetch } = connect;
  // Back from Stripe: the account may have changed there, whatever the cache says.
  useEffect(() => {
    if (returned) void refetch();
  }, [returned, refetch]);
  return (
    <>
      <PageHeader title="Paiements en ligne">
        Vos clients peuvent payer un acompte ou la prestation entière, ou laisser une carte en garantie, en
        réservant. L’argent arrive directement sur votre propre compte Stripe : Créneau ne prend aucune
        commission, seuls les frais de Stripe s’appliquent.
      </PageHeader>
      <div className="space-y-8">
        <section
          aria-labelledby="stripe-account-title"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
        >
          <h2 id="stripe-account-title" className="mb-3 text-lg font-semibold text-slate-900">
            Votre compte Stripe
          </h2>
          <QueryState
            query={connect}
            loadingLabel="Chargement de votre compte Stripe…"
            errorLabel="Impossible de savoir où en est votre compte Stripe."
          >
            {(status) => <ConnectStatusCard status={status} />}
          </QueryState>
        </section>
        {connect.data?.available && connect.data.account && !zonePending && <ReceivedPayments zone={zone} />}
      </div>
    </>
  );
}
