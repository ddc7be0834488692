import { useSearchParams } from 'react-router';

/**
 * Back from Stripe Checkout (`?paiement=ok|annule`): the payment takes effect with Stripe's
 * webhook a moment later, and the page follows it live (`user:creditsUpdated`).
 */
export function PaymentReturn() {
  const [params] = useSearchParams();
  const outcome = params.get('paiement');
  if (outcome !== 'ok' && outcome !== 'annule') return null;
  return (
    <p
      role="status"
      className={`rounded-lg border p-3 text-sm ${outcome === 'ok' ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-slate-300 bg-slate-50 text-slate-800'}`}
    >
      {outcome === 'ok'
        ? 'Paiement reçu : votre pack ou vos crédits sont activés dans quelques secondes, et votre facture apparaît ci-dessous.'
        : 'Paiement annulé : rien n’a été débité.'}
    </p>
  );
}
