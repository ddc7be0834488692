import { DateTime } from 'luxon';
import { bookingUrlOf } from '../../../shared/booking-address';
import { formatDateTime, zoneLabel } from '../../../shared/french-format';
import type { AppDeps } from '../../deps';
import { queueEmail } from '../../mail/queue-emails';
import { renderWaitlistOffer } from '../../mail/templates/waitlist-offer';
import type { TOutgoingEmail } from '../../mail/types';
import { linkSealingKey, storedBookingLinks } from '../bookings/api';
import { waitlistLeaveToken } from './leave-token';
import { markOffered, type TOfferCandidate } from './offer-queries';

/** What an offer names besides the entry: the provider's page, the service and the slot. */
export type TOffer = {
  entry: TOfferCandidate;
  provider: { id: string; slug: string | null; displayName: string; timezone: string };
  service: { id: string; name: string };
  start: Date;
};

/**
 * The offer e-mail, or null for a « plus tôt » alert whose booking link cannot be rebuilt (no
 * sealed token kept): booking anew from the public page would give the client a second booking.
 */
export function offerEmail(deps: AppDeps, offer: TOffer): TOutgoingEmail | null {
  const { entry, provider, service, start } = offer;
  const appUrl = deps.config.APP_URL;
  const key = linkSealingKey(deps.jwtSecret);
  const day = DateTime.fromJSDate(start, { zone: provider.timezone }).toISODate() ?? '';
  let bookUrl = `${bookingUrlOf(appUrl, provider)}?service=${service.id}&date=${day}`;
  if (entry.bookingId) {
    const links = storedBookingLinks(appUrl, key, {
      id: entry.bookingId,
      providerId: provider.id,
      manageTokenSealed: entry.booking?.manageTokenSealed ?? null,
    });
    if (!links) return null;
    bookUrl = `${links.manageUrl}?date=${day}`;
  }
  const rendered = renderWaitlistOffer({
    clientName: entry.clientName,
    providerName: provider.displayName,
    serviceName: service.name,
    when: `${formatDateTime(start, provider.timezone, 'weekday')} (${zoneLabel(provider.timezone)})`,
    bookUrl,
    earlier: entry.bookingId !== null,
    leaveUrl: `${appUrl}/waitlist/${entry.id}/${waitlistLeaveToken(key, entry.id)}`,
    appUrl,
  });
  return {
    kind: 'waitlist_offer',
    to: entry.clientEmail,
    ...rendered,
    // An alert's offer is about that booking: it shows in the booking's delivery log.
    ...(entry.bookingId ? { bookingId: entry.bookingId } : {}),
    trigger: { userId: null, kind: 'waitlist_offer' },
  };
}

/**
 * Offers the slot: the entry is marked offered and its e-mail queued in one transaction (ADR 0048),
 * and only when the conditional update took the entry. False when nothing was sent.
 */
export async function sendOffer(
  deps: AppDeps,
  offer: TOffer,
  now: Date,
  offeredBefore: Date,
): Promise<boolean> {
  const message = offerEmail(deps, offer);
  if (!message) return false;
  return deps.database.db.transaction(async (tx) => {
    if (!(await markOffered(tx, offer.entry.id, now, offeredBefore))) return false;
    await queueEmail(tx, deps.jobs, message, now);
    return true;
  });
}
