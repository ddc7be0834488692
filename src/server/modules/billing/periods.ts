import { DateTime } from 'luxon';
import { BILLING_TIME_ZONE, CREDIT_VALIDITY_MONTHS, type TPlan } from '../../../shared/pricing';

/** Midnight on the 1st of the month holding `at`, Paris time (ADR 0036). */
export function monthStart(at: Date): Date {
  return DateTime.fromJSDate(at, { zone: BILLING_TIME_ZONE }).startOf('month').toJSDate();
}

/** Midnight on the 1st of the month after the one holding `at`, Paris time. */
export function nextMonthStart(at: Date): Date {
  return DateTime.fromJSDate(at, { zone: BILLING_TIME_ZONE }).startOf('month').plus({ months: 1 }).toJSDate();
}

/**
 * Where a period of `plan` that starts at `start` ends: the fixed pack after its days, a monthly
 * plan at the next 1st (so a period that starts mid-month, after the event pack, ends with its month).
 */
export function periodEndFor(plan: TPlan, start: Date): Date {
  if (plan.validityDays !== null) {
    return DateTime.fromJSDate(start, { zone: BILLING_TIME_ZONE })
      .plus({ days: plan.validityDays })
      .toJSDate();
  }
  return nextMonthStart(start);
}

/** A credit granted at `at` lapses 12 months later, same time of day in Paris. */
export function creditExpiry(at: Date): Date {
  return DateTime.fromJSDate(at, { zone: BILLING_TIME_ZONE })
    .plus({ months: CREDIT_VALIDITY_MONTHS })
    .toJSDate();
}
