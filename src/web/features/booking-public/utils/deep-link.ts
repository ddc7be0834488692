import { isCalendarDate } from '../../../../shared/schemas/fields';
import { addDays } from './calendar-dates';

/** A date key « AAAA-MM-JJ » that exists and falls between `first` and `last` (included), else null. */
export function dayWithin(value: string | null, first: string, last: string): string | null {
  if (!value || !isCalendarDate(value)) return null;
  return value >= first && value <= last ? value : null;
}

/**
 * `?service={id}&date=AAAA-MM-JJ` on the booking page (the waitlist's offer e-mails, issue 33):
 * the service if the provider offers it, the day if it is inside the booking horizon. Anything
 * else is ignored and the page opens as usual.
 */
export function readBookingDeepLink(
  search: URLSearchParams,
  serviceIds: readonly string[],
  today: string,
  maxAdvanceDays: number,
): { serviceId: string | null; date: string | null } {
  const service = search.get('service');
  const serviceId = service && serviceIds.includes(service) ? service : null;
  const date = serviceId ? dayWithin(search.get('date'), today, addDays(today, maxAdvanceDays)) : null;
  return { serviceId, date };
}
