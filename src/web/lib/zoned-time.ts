import { DateTime } from 'luxon';

/**
 * Calendar arithmetic in the provider's zone (not the browser's), for the screens that step
 * through days and weeks. Turning a moment into French words is src/shared/french-format's job.
 */

/** An ISO instant as a French date-time in the provider's zone. */
export function inZone(iso: string, zone: string): DateTime {
  return DateTime.fromISO(iso, { zone }).setLocale('fr');
}

export function nowIn(zone: string): DateTime {
  return DateTime.now().setZone(zone).setLocale('fr');
}

/** Today's midnight in the provider's zone. */
export function todayIn(zone: string): DateTime {
  return nowIn(zone).startOf('day');
}
