import type { TPublicProvider } from '../../../shared/schemas/booking';
import { paymentTerms } from '../../../shared/schemas/booking-payments';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findUserById } from '../auth/api';
import {
  findAvailableDays,
  findFreeSlots,
  PROVIDER_NOT_FOUND,
  type TFreeSlotsQuery,
  type TOfferedSlot,
} from '../availability/api';
import { hasQuotaLeft, smsCreditsOf } from '../billing/api';
import { connectAccountOf, effectivePayment } from '../booking-payments/api';
import { isBookingOpen } from '../dpa/api';
import { listServices } from '../services/api';
import { getSettings } from '../settings/api';
import { brandColorOf } from './brand-color';
import { logoUrlOf, logoVersionOf } from './logo-queries';
import { publicSnapshot } from './public-snapshot';
import { getProviderProfile, providerIdOfAddress } from './queries';

/**
 * What anyone may read about a provider: the booking-page profile (business phone and address),
 * active services, the rules a client must know and whether online booking is open (a signed
 * DPA and an active account: dpa/api isBookingOpen), and whether the quota is spent. Never the account's SIRET nor anything about clients; its e-mail only while the quota is spent (ADR 0036).
 */
export async function getPublicProvider(
  db: Db,
  idOrSlug: string,
  now: Date,
  smsAvailable: boolean,
): Promise<TPublicProvider> {
  // The id's address and the readable one (issue 15) open the same page.
  const providerId = await providerIdOfAddress(db, idOrSlug);
  const profile = providerId ? await getProviderProfile(db, providerId) : null;
  if (!providerId || !profile) throw new AppError('NOT_FOUND', PROVIDER_NOT_FOUND);
  const [services, settings, bookingOpen, quotaLeft, logoVersion, account, smsCredits, brandColor] =
    await Promise.all([
      listServices(db, providerId, { activeOnly: true }),
      getSettings(db, providerId),
      isBookingOpen(db, providerId),
      hasQuotaLeft(db, providerId, now),
      logoVersionOf(db, providerId),
      connectAccountOf(db, providerId),
      smsAvailable ? smsCreditsOf(db, providerId) : 0,
      brandColorOf(db, providerId),
    ]);
  return {
    id: providerId,
    slug: profile.slug,
    displayName: profile.displayName,
    description: profile.description,
    address: profile.address,
    phone: profile.phone,
    timezone: profile.timezone,
    logoUrl: logoVersion ? logoUrlOf(providerId, logoVersion) : null,
    brandColor,
    bookingOpen,
    // ADR 0036: with no appointment left the page gives the provider's e-mail beside the phone.
    quotaExhausted: !quotaLeft,
    contactEmail: quotaLeft ? null : ((await findUserById(db, providerId))?.email ?? null),
    waitlistEnabled: settings.waitlistEnabled,
    smsReminders: smsAvailable && settings.smsReminders && smsCredits > 0,
    services: services.map((s) => {
      const payment = effectivePayment(s.payment, account?.chargesEnabled ?? false);
      return {
        id: s.id,
        name: s.name,
        description: s.description,
        durationMinutes: s.durationMinutes,
        priceCents: s.priceCents,
        capacity: s.capacity,
        phoneRequired: s.phoneRequired,
        questions: s.questions,
        // The place's type only: a video link or base is never public.
        location: { type: s.location.type },
        payment,
        paymentTerms: paymentTerms(payment, s.priceCents, settings.cancellationNoticeHours),
      };
    }),
    rules: {
      minNoticeMinutes: settings.minNoticeMinutes,
      maxAdvanceDays: settings.maxAdvanceDays,
      slotStepMinutes: settings.slotStepMinutes,
      cancellationNoticeHours: settings.cancellationNoticeHours,
    },
  };
}

/**
 * The free slots the public page offers: none while booking is not open (no DPA signed, account
 * suspended, no appointment left), after the same checks as when it is (an unknown provider or
 * service is still a 404).
 */
export async function findPublicSlots(
  database: Database,
  query: TFreeSlotsQuery & { providerId: string },
): Promise<{ timezone: string; slots: TOfferedSlot[] }> {
  const { rules, bookingOpen, quotaLeft } = await publicSnapshot(database, query.providerId, query.now);
  const found = await findFreeSlots(database.db, rules, query);
  return bookingOpen && quotaLeft ? found : { ...found, slots: [] };
}

/** The month's days for the public page: none available while booking is not open. */
export async function findPublicDays(
  database: Database,
  query: { providerId: string; serviceId: string; month: string; now: Date },
): Promise<{ timezone: string; days: Array<{ date: string; available: boolean }> }> {
  const { rules, bookingOpen, quotaLeft } = await publicSnapshot(database, query.providerId, query.now);
  const found = await findAvailableDays(database.db, rules, query);
  if (bookingOpen && quotaLeft) return found;
  return { ...found, days: found.days.map((day) => ({ ...day, available: false })) };
}
