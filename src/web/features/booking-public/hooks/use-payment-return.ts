import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long the page waits for the payment's confirmation before it stops asking (issue 34). */
export const PAYMENT_WAIT_MS = 120_000;

export type TPaymentReturn = {
  /** Where Stripe sent the client back from: `?paiement=ok` (paid) or `?paiement=annule`. */
  returned: 'ok' | 'annule' | null;
  /** Back from paying and still within the wait: the page polls the booking. */
  waiting: boolean;
};

/** Reads how the client came back from Stripe's page, and bounds the wait for the confirmation. */
export function usePaymentReturn(): TPaymentReturn {
  const [search] = useSearchParams();
  const param = search.get('paiement');
  const returned = param === 'ok' || param === 'annule' ? param : null;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (returned !== 'ok') return;
    const timer = setTimeout(() => setGaveUp(true), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [returned]);
  return { returned, waiting: returned === 'ok' && !gaveUp };
}
