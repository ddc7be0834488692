import { useEffect, useRef } from 'react';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TPaymentReturn } from '../hooks/use-payment-return';
import { HOLD_EXPIRED, holdExpired, paymentFacts } from '../utils/payment-texts';

type TStatusBooking = Pick<TBooking, 'status' | 'holdExpiresAt' | 'payment'>;
type TTone = 'info' | 'success' | 'warning';

const TONES: Record<TTone, string> = {
  info: 'border-brand-100 bg-brand-50 text-brand-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

/** Where the payment stands, as news: back from Stripe, still waiting, confirmed, or too late. */
export function paymentNews(booking: TStatusBooking, back: TPaymentReturn, now: number) {
  if (holdExpired(booking, now)) return { tone: 'warning', text: HOLD_EXPIRED } as const;
  if (booking.status === 'awaiting_payment') {
    if (back.returned === 'ok')
      return back.waiting
        ? ({ tone: 'info', text: 'Paiement reçu, confirmation en cours…' } as const)
        : ({
            tone: 'info',
            text: 'Paiement reçu : sa confirmation prend plus de temps que prévu. Actualisez la page dans quelques instants.',
          } as const);
    if (back.returned === 'annule')
      return {
        tone: 'warning',
        text: 'Paiement non effectué. Vous pouvez réessayer tant que le créneau vous est réservé.',
      } as const;
    return null;
  }
  if (back.returned === 'ok' && (booking.status === 'confirmed' || booking.status === 'completed'))
    return {
      tone: 'success',
      text:
        booking.payment?.mode === 'guarantee'
          ? 'Carte enregistrée : votre rendez-vous est confirmé.'
          : 'Paiement reçu : votre rendez-vous est confirmé.',
    } as const;
  return null;
}

/**
 * A polite live region, in the page from the start, so that the confirmation arriving while the
 * page polls is announced; it takes the focus when the client lands here from Stripe's page.
 */
export function PaymentStatus({ booking, back }: { booking: TStatusBooking; back: TPaymentReturn }) {
  const region = useRef<HTMLDivElement>(null);
  const news = paymentNews(booking, back, Date.now());
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || !back.returned || !news) return;
    focused.current = true;
    region.current?.focus();
  }, [back.returned, news]);

  return (
    <div
      ref={region}
      role="status"
      aria-live="polite"
      tabIndex={-1}
      className={news ? `rounded-lg border px-3 py-2.5 text-sm focus:outline-none ${TONES[news.tone]}` : ''}
    >
      {news?.text}
    </div>
  );
}

/** What was paid, saved or given back (« Acompte payé : 20,00 € le 3 décembre 2026 »). */
export function PaymentFacts({ payment, timeZone }: { payment: TBooking['payment']; timeZone: string }) {
  const facts = payment ? paymentFacts(payment, timeZone) : [];
  if (facts.length === 0) return null;
  return (
    <ul aria-label="Paiement" className="space-y-1 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-800">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
