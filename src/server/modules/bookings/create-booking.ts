import type { z } from 'zod';
import type { TBooking, ZCreateManualBooking, ZCreatePublicBooking } from '../../../shared/schemas/booking';
import { together } from '../../db/together';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import type { TEmailTrigger } from '../../mail/types';
import { assertSlotBookable } from '../availability/api';
import { quotaLockKey, readLedger, rollOver } from '../billing/api';
import { paymentOfBooking } from '../booking-payments/api';
import { hasWriterCalendar } from '../caldav/api';
import { channelsFor } from '../notifications/api';
import { providerState } from '../providers/api';
import { getService } from '../services/api';
import { bringBooking, publishBrought, type TBrought } from './booking-brings';
import { toBookingDto } from './booking-dto';
import { bookingNotOpen, serviceNotFound, slotTakenError } from './booking-errors';
import { bookingExtrasFor, type TExtrasRequest } from './booking-extras';
import { sessionRoom } from './booking-place';
import { inProviderTransaction } from './booking-transaction';
import { holdEndOf, holdRuleOf, openCheckoutOrRelease, placeHold } from './hold';
import { findStoredResponse, storeResponse, type TIdempotency } from './idempotency';
import { bookingLinks, createManageToken, linkSealingKey } from './manage-token';
import { findProviderContact, insertBooking } from './queries';

export const BOOKING_RATE_RULES = {
  /** Enough for a family booking several appointments, far too few to fill an agenda. */
  publicPerIp: { limit: 20, windowSeconds: 10 * 60 },
} as const satisfies Record<string, TRateRule>;

export type TCreateBookingBody = {
  success: true;
  booking: TBooking;
  manageUrl: string;
  cancelUrl: string;
  /** Issue 34: the Checkout page of a hold. */
  checkoutUrl?: string;
};
/** Only successful creations are stored for replay, so a replay is a 201 too. */
export type TCreateBookingResult = { statusCode: 201; body: TCreateBookingBody };

type TCreateInput = {
  providerId: string;
  serviceId: string;
  start: Date;
  client: TExtrasRequest['client'] & { name: string; email: string };
  note: string;
  answers: TExtrasRequest['answers'];
  source: 'public' | 'manual';
  idempotency: TIdempotency | undefined;
  mail: { toClient: boolean; toProvider: boolean };
  trigger: TEmailTrigger;
};

type TCreateOutcome = {
  result: TCreateBookingResult;
  /** A booking confirmed now: what it brought, to publish after the commit. */
  created?: { booking: TBooking; brought: TBrought };
  /** A hold (issue 34): its Checkout session is opened after the commit. */
  hold?: Parameters<typeof openCheckoutOrRelease>[1];
  replayed?: boolean;
};

/**
 * One transaction under the provider's agenda and balance locks (taken together, agenda first as
 * everywhere): replay of an idempotent retry, or service check, availability re-computed on
 * committed data, insert (the EXCLUDE constraint has the last word),
 * reminders, the idempotency record, the e-mails in the outbox and, for a booking made on the
 * public page, the provider's notification. They all commit, or none.
 */
async function createBooking(deps: AppDeps, input: TCreateInput): Promise<TCreateOutcome> {
  const now = deps.now();
  const isPublic = input.source === 'public';
  const { token, hash, sealed } = createManageToken(linkSealingKey(deps.jwtSecret));
  return inProviderTransaction(
    deps.database.db,
    input.providerId,
    async (tx) => {
      // Under the locks, every read that needs no other's answer, in the locks' round trip (ADR
      // 0045): a stored replay, the provider's rules as of this transaction (one read of their
      // version, then memory, ADR 0043), their plan and lots, contact details and choices.
      const [stored, snapshot, ledgerRead, contact, channels, writesCalendar] = await together([
        input.idempotency ? findStoredResponse(tx, input.idempotency, now) : null,
        providerState(deps.database, tx, input.providerId, now).catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
          throw err;
        }),
        readLedger(tx, input.providerId, now),
        findProviderContact(tx, input.providerId),
        // The provider's choices for this type, read once for the e-mail and the bell.
        isPublic || input.mail.toProvider ? channelsFor(tx, input.providerId, 'booking_created') : undefined,
        // Whether the provider's own calendar receives bookings (issue 31): one index probe.
        hasWriterCalendar(tx, input.providerId),
      ]);
      if (stored) return { result: stored as TCreateBookingResult, replayed: true };
      // A provider may still book an inactive service by hand (phone-only offer); nobody books an archived one.
      const service = isPublic
        ? snapshot?.rules.services.find((s) => s.id === input.serviceId)
        : await getService(tx, input.providerId, input.serviceId);
      if (!snapshot || !contact || !service || service.archivedAt) throw serviceNotFound();
      if (!snapshot.bookingOpen) throw bookingNotOpen(isPublic ? 'client' : 'provider');
      // The service's questions, phone rule and place: a refusal here writes nothing. The seats of
      // a group session by video share its room.
      const sharedRoom =
        service.capacity > 1 && service.location.type === 'video'
          ? await sessionRoom(tx, service.id, input.start)
          : null;
      const extras = bookingExtrasFor(service, input, { isPublic, sharedRoom });
      // The ledger brought up to now: nothing more to read or write unless a period ended.
      const rolled = await rollOver(tx, input.providerId, now, ledgerRead);
      const slot = await assertSlotBookable(tx, {
        providerId: input.providerId,
        service,
        start: input.start,
        now,
        applyBookingRules: isPublic,
        rules: snapshot.rules,
      }).catch((err: unknown) => {
        // On the public page a refused slot is nearly always one someone else just took.
        if (isPublic && err instanceof AppError && err.code === 'CONFLICT') throw slotTakenError();
        throw err;
      });
      // Issue 34: a public booking of a service asking for a payment is a hold until it is paid.
      const rule = await holdRuleOf(deps, tx, input.providerId, service, isPublic);
      const row = await insertBooking(tx, {
        providerId: input.providerId,
        serviceId: service.id,
        startAt: slot.start,
        endAt: slot.end,
        blockedFrom: slot.blockedFrom,
        blockedTo: slot.blockedTo,
        timezone: slot.timezone,
        status: rule ? 'awaiting_payment' : 'confirmed',
        holdExpiresAt: rule ? holdEndOf(now) : null,
        source: input.source,
        clientName: input.client.name,
        clientEmail: input.client.email,
        clientPhone: input.client.phone,
        note: input.note,
        ...extras,
        consentAt: isPublic ? now : null,
        manageTokenHash: hash,
        manageTokenSealed: sealed,
        createdAt: now,
        updatedAt: now,
      });
      const payment = rule ? await placeHold(tx, { row, rule, priceCents: service.priceCents, now }) : null;
      const body: TCreateBookingBody = {
        success: true,
        booking: toBookingDto(row, service, payment),
        ...bookingLinks(deps.config.APP_URL, row, token),
      };
      const result: TCreateBookingResult = { statusCode: 201, body };
      const store = input.idempotency ? storeResponse(tx, input.idempotency, result, now) : null;
      if (payment) {
        await store;
        return { result, hold: { row, payment, serviceName: service.name, manageUrl: body.manageUrl } };
      }
      const [brought] = await together([
        bringBooking(
          deps,
          tx,
          {
            ctx: { booking: row, service, provider: contact },
            links: { manageUrl: body.manageUrl, cancelUrl: body.cancelUrl },
            source: input.source,
            trigger: input.trigger,
            mail: input.mail,
            settings: snapshot.rules.settings,
            channels,
            writesCalendar,
            rolled,
          },
          now,
        ),
        store,
      ]);
      return { result, created: { booking: body.booking, brought } };
    },
    { alsoLock: quotaLockKey(input.providerId) },
  );
}

/**
 * Committed: a confirmed booking's live events; a hold's Checkout session (its page in the
 * answer); a replayed hold answers the page it was given.
 */
async function afterCreate(deps: AppDeps, done: TCreateOutcome): Promise<TCreateBookingResult> {
  const { result } = done;
  if (done.created) publishBrought(deps, done.created.booking, done.created.brought);
  if (done.hold) {
    const checkoutUrl = await openCheckoutOrRelease(deps, done.hold);
    return { ...result, body: { ...result.body, checkoutUrl } };
  }
  if (done.replayed && result.body.booking.status === 'awaiting_payment') {
    const payment = await paymentOfBooking(deps.database.db, result.body.booking.id);
    if (payment?.checkoutUrl)
      return { ...result, body: { ...result.body, checkoutUrl: payment.checkoutUrl } };
  }
  return result;
}

/** POST /api/public/providers/{providerId}/bookings */
export async function createPublicBooking(
  deps: AppDeps,
  input: {
    providerId: string;
    body: z.output<typeof ZCreatePublicBooking>;
    ip: string;
    idempotency: TIdempotency | undefined;
  },
): Promise<TCreateBookingResult> {
  await enforceRateLimits(
    deps.database.db,
    [{ key: `booking:ip:${input.ip}`, rule: BOOKING_RATE_RULES.publicPerIp }],
    deps.now(),
  );
  const done = await createBooking(deps, {
    providerId: input.providerId,
    serviceId: input.body.serviceId,
    start: new Date(input.body.start),
    client: input.body.client,
    note: input.body.note,
    answers: input.body.answers,
    source: 'public',
    idempotency: input.idempotency,
    mail: { toClient: true, toProvider: true },
    trigger: { userId: null, kind: 'public_booking' },
  });
  return afterCreate(deps, done);
}

/** POST /api/bookings: the provider books a phone customer; opening hours and rules do not apply. */
export async function createManualBooking(
  deps: AppDeps,
  input: {
    providerId: string;
    body: z.output<typeof ZCreateManualBooking>;
    idempotency: TIdempotency | undefined;
  },
): Promise<TCreateBookingResult> {
  const done = await createBooking(deps, {
    providerId: input.providerId,
    serviceId: input.body.serviceId,
    start: new Date(input.body.start),
    client: input.body.client,
    note: input.body.note,
    answers: input.body.answers,
    source: 'manual',
    idempotency: input.idempotency,
    mail: { toClient: input.body.notifyClient, toProvider: false },
    // The provider chose the address: these e-mails count against their daily cap.
    trigger: { userId: input.providerId, kind: 'manual_booking' },
  });
  return afterCreate(deps, done);
}
