import { formatDate } from '../../../shared/french-format';
import { BILLING_TIME_ZONE, planById } from '../../../shared/pricing';
import type { TBalance } from '../../../shared/schemas/billing';

/** The last day of a period (its end is the first instant of the next one). */
export const lastDayOf = (periodEnd: string) => new Date(new Date(periodEnd).getTime() - 1);

/** « du 1er novembre 2026 au 30 novembre 2026 », in Paris time like the periods. */
export function periodLabel(balance: Pick<TBalance, 'periodStart' | 'periodEnd'>): string {
  return `du ${formatDate(balance.periodStart, BILLING_TIME_ZONE, 'long')} au ${formatDate(
    lastDayOf(balance.periodEnd),
    BILLING_TIME_ZONE,
    'long',
  )}`;
}

export const formatBillingDate = (instant: string | Date) => formatDate(instant, BILLING_TIME_ZONE, 'long');

export const planName = (id: TBalance['packId']) => planById(id).name;
