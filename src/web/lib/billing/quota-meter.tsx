import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { quotaLevel, remainingLabel, useBalance, useLiveBalance } from './use-balance';

export const SUBSCRIPTION_PATH = '/dashboard/subscription';

const LEVEL_STYLES = {
  ok: 'border-slate-200 text-slate-700 hover:bg-slate-50',
  low: 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
  exhausted: 'border-red-300 bg-red-50 text-red-800 hover:bg-red-100',
} as const;

/** The dashboard header's discreet meter: what is left this period, live, a link to Abonnement. */
export function QuotaMeter() {
  useLiveBalance();
  const { data: balance } = useBalance();
  if (!balance) return null;
  const level = quotaLevel(balance);
  const remaining = balance.remaining === null ? '∞' : String(balance.remaining);
  return (
    <Link
      to={SUBSCRIPTION_PATH}
      aria-label={`Quota : ${remainingLabel(balance)}`}
      data-level={level}
      className={`inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm font-medium ${LEVEL_STYLES[level]}`}
    >
      <Gauge aria-hidden="true" className="size-4" />
      <span aria-hidden="true">{remaining}</span>
    </Link>
  );
}
