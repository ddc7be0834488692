import type { z } from 'zod';
import type { TBooking, ZCreateManualBooking, ZCreatePublicBooking } from '../../../shared/schemas/booking';
import { together } from '../../db/together';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimits, type TRateRule } from '../../http/rate-limit';
import type { TEmailTrigger } from '../../mail/types';
import { assertSlotBookable } from '../availability/api';
import {
  consumeForBooking,
  publishBalanceChange,
  quotaLockKey,
  readLedger,
  rollOver,
  type TBalanceChange,
} from '../billing/api';
import { hasWriterCalendar, queueCalendarWrite } from '../caldav/api';
import { channelsFor, publishNotifications, type TQueuedNotice } from '../notifications/api';
import { providerState } from '../providers/api';
import { getService } from '../services/api';
import { markClaimed } from '../waitlist/api';
import { toBookingDto } from './booking-dto';
import { bookingNotOpen, serviceNotFound, slotTakenError } from './booking-errors';
import { bookingExtrasFor, type TExtrasRequest } from './booking-extras';
import { sessionRoom } from './booking-place';
import { inProviderTransaction } from './booking-transaction';
import { scheduleRemindersWithinQuota } from './client-email-quota';
import { findStoredResponse, storeResponse, type TIdempotency } from './idempotency';
import { localDayOf } from './local-day';
import { bookingLinks, createManageToken, linkSealingKey } from './manage-token';
import { queueBookingCreatedEmails } from './notify';
import { notifyProvider } from './provider-notices';
import { findProviderContact, insertBooking } from './queries';

export const BOOKING_RATE_RULES = {
  /** Enough for a family booking several appointments, far too few to fill an agenda. */
  publicPerIp: { limit: 20, windowSeconds: 10 * 60 },
} as const satisfies Record<string, TRateRule>;

export type TCreateBookingBody = { success: true; booking: TBooking; manageUrl: string; cancelUrl: string };
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

type TCreated = {
  booking: TBooking;
  notification: TQueuedNotice | null;
  quota: TBalanceChange;
  /** The waitlist entries this booking claimed (ADR 0060). */
  claimed: string[];
};

/**
 * One transaction under the provider's agenda and balance locks (taken together, agenda first as
 * everywhere): replay of an idempotent retry, or service check, availability re-computed on
 * committed data, insert (the EXCLUDE constraint has the last word),
 * reminders, the idempotency record, the e-mails in the outbox and, for a booking made on the
 * public page, the provider's notification. They all commit, or none.
 */
async function createBooking(
  deps: AppDeps,
  input: TCreateInput,
): Promise<{ result: TCreateBookingResult; created?: TCreated }> {
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
      if (stored) return { result: stored as TCreateBookingResult };
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
      const row = await insertBooking(tx, {
        providerId: input.providerId,
        serviceId: service.id,
        startAt: slot.start,
        endAt: slot.end,
        blockedFrom: slot.blockedFrom,
        blockedTo: slot.blockedTo,
        timezone: slot.timezone,
        status: 'confirmed',
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
      const body: TCreateBookingBody = {
        success: true,
        booking: toBookingDto(row, service),
        ...bookingLinks(deps.config.APP_URL, row, token),
      };
      const result: TCreateBookingResult = { statusCode: 201, body };
      const ctx = { booking: row, service, provider: contact };
      const links = { manageUrl: body.manageUrl, cancelUrl: body.cancelUrl };
      const { settings } = snapshot.rules;
      // What the booking brings, written together (ADR 0045).
      const [quota, , notification, , , claimed] = await together([
        // ADR 0036: the appointment is used in the same transaction (a public booking with none left is refused).
        consumeForBooking(
          deps,
          tx,
          {
            userId: input.providerId,
            bookingId: row.id,
            source: input.source,
            trigger: input.trigger,
            rolled,
          },
          now,
        ),
        queueBookingCreatedEmails(
          deps,
          tx,
          ctx,
          { links, ...input.mail, settings, providerWantsEmail: channels?.email },
          input.trigger,
          now,
        ),
        // The provider's own manual booking tells them nothing new.
        isPublic
          ? notifyProvider(tx, deps.jobs, ctx, { kind: 'booked' }, now, {
              channels,
              browserNotifications: settings.browserNotifications,
            })
          : null,
        input.idempotency ? storeResponse(tx, input.idempotency, result, now) : null,
        writesCalendar ? queueCalendarWrite(tx, deps.jobs, input.providerId, row.id, { known: true }) : null,
        // ADR 0060: the client's waitlist entries for this service and day are booked.
        markClaimed(tx, {
          providerId: input.providerId,
          serviceId: service.id,
          email: row.clientEmail,
          day: localDayOf(row.startAt, row.timezone),
        }),
      ]);
      // After the e-mails are queued: the cap then counts them with the reminders (ADR 0021).
      await scheduleRemindersWithinQuota(tx, row, input.trigger, now, settings);
      return { result, created: { booking: body.booking, notification, quota, claimed } };
    },
    { alsoLock: quotaLockKey(input.providerId) },
  );
}

/** Committed: calendars and the provider's bell hear of it (its e-mails are jobs of the transaction). */
function afterCreate(deps: AppDeps, created: TCreated | undefined): void {
  if (!created) return;
  deps.events.emit('booking_created', created.booking);
  publishNotifications(deps, [created.notification]);
  publishBalanceChange(deps, created.quota);
  for (const entryId of created.claimed)
    deps.events.emit('waitlist_changed', { providerId: created.booking.providerId, entryId });
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
  const { result, created } = await createBooking(deps, {
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
  afterCreate(deps, created);
  return result;
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
  const { result, created } = await createBooking(deps, {
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
  afterCreate(deps, created);
  return result;
}
