import { SMS_CREDITS_ANCHOR } from '../../components/layout/dashboard-sections';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../components/ui/section-card';
import { QuotaUsage } from '../../lib/billing/quota-usage';
import { QuotaWarning } from '../../lib/billing/quota-warning';
import { useBalance } from '../../lib/billing/use-balance';
import { usePacksQuery } from './api/get-packs';
import { useSubscriptionQuery } from './api/payments';
import { useTransfersQuery } from './api/transfers';
import { CardSubscription } from './components/card-subscription';
import { InvoicesSection } from './components/invoices-section';
import { MovementsHistory } from './components/movements-history';
import { PackOffers } from './components/pack-offers';
import { PaymentReturn } from './components/payment-return';
import { SmsCredits } from './components/sms-credits';

/** The offers with what the instance accepts: card payments (Stripe) or transfers (ADR 0037). */
function Offers({ balance }: { balance: NonNullable<ReturnType<typeof useBalance>['data']> }) {
  const packs = usePacksQuery();
  const payments = useSubscriptionQuery();
  const transfers = useTransfersQuery();
  return (
    <QueryState
      query={packs}
      loadingLabel="Chargement des offres…"
      errorLabel="Les offres n’ont pas pu être chargées."
    >
      {(catalogue) => (
        <QueryState
          query={payments}
          loadingLabel="Chargement de votre abonnement…"
          errorLabel="Votre abonnement n’a pas pu être chargé."
        >
          {(status) => (
            <QueryState
              query={transfers}
              loadingLabel="Chargement des virements…"
              errorLabel="Vos commandes par virement n’ont pas pu être chargées."
            >
              {(byTransfer) => (
                <>
                  {status.subscription && <CardSubscription subscription={status.subscription} />}
                  <PackOffers
                    catalogue={catalogue}
                    balance={balance}
                    payments={status}
                    transfers={byTransfer}
                  />
                </>
              )}
            </QueryState>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

/** « Abonnement » (issues 12 and 13): the plan, what is left, why, the offers and the invoices. */
export function SubscriptionSection() {
  const balance = useBalance();
  return (
    <>
      <PageHeader title="Abonnement">
        Votre pack, vos rendez-vous restants, vos crédits SMS, vos factures et l’historique de votre quota.
      </PageHeader>
      <div className="space-y-4">
        <PaymentReturn />
        <QueryState
          query={balance}
          loadingLabel="Chargement de votre quota…"
          errorLabel="Votre quota n’a pas pu être chargé."
        >
          {(data) => (
            <>
              <QuotaWarning balance={data} withLink={false} />
              <SectionCard title="Votre quota">
                <QuotaUsage balance={data} detailed />
                <p className="mt-3 text-sm text-slate-600">
                  Quand il ne vous reste plus de rendez-vous, votre page de réservation l’indique à vos
                  clients et leur donne votre téléphone et votre adresse e-mail. Un rendez-vous annulé vous
                  est rendu tant que sa période n’est pas terminée.
                </p>
              </SectionCard>
              <SectionCard title="Crédits SMS" id={SMS_CREDITS_ANCHOR}>
                <SmsCredits balance={data} />
              </SectionCard>
              <SectionCard title="Packs et recharges">
                <Offers balance={data} />
              </SectionCard>
            </>
          )}
        </QueryState>
        <SectionCard title="Factures">
          <InvoicesSection />
        </SectionCard>
        <SectionCard title="Historique">
          <MovementsHistory scope="quota" />
        </SectionCard>
      </div>
    </>
  );
}
