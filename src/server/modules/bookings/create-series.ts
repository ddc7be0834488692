import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { planById } from '../../../shared/pricing';
import type { TBooking, ZCreateManualBooking } from '../../../shared/schemas/booking';
import type { TRecurrence } from '../../../shared/schemas/service-options';
import type { TDbExecutor } from '../../db/executor';
import { bookings } from '../../db/schema';
import { together } from '../../db/together';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
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
import { providerState } from '../providers/api';
import { getService, type TStoredService } from '../services/api';
import { type TBookingRow, toBookingDto } from './booking-dto';
import { bookingNotOpen, serviceNotFound } from './booking-errors';
import { bookingExtrasFor, type TBookingExtras } from './booking-extras';
import { sessionRoom } from './booking-place';
import { inProviderTransaction } from './booking-transaction';
import { emitBookingCreated } from './booking-webhooks';
import { scheduleRemindersWithinQuota } from './client-email-quota';
import { findStoredResponse, storeResponse, type TIdempotency } from './idempotency';
import { bookingLinks, createManageToken, linkSealingKey, type TManageToken } from './manage-token';
import { findProviderContact } from './queries';
import { seriesDateLabel, seriesStarts } from './series-dates';
import { queueSeriesConfirmation } from './series-emails';

export type TCreateSeriesBody = { success: true; seriesId: string; bookings: TBooking[] };
/** Only a created series is stored for replay, so a replay is a 201 too. */
export type TCreateSeriesResult = { statusCode: 201; body: TCreateSeriesBody };

type TSeriesInput = {
  providerId: string;
  body: z.output<typeof ZCreateManualBooking> & { recurrence: TRecurrence };
  idempotency: TIdempotency | undefined;
};

/** A date of the series that another booking takes: what the 409 lists. */
export type TSeriesConflict = { start: string; label: string };

export const seriesConflictMessage = (labels: string[]) =>
  labels.length === 1
    ? `Cette date n’est pas libre : ${labels[0]}. Aucun rendez-vous de la série n’a été enregistré.`
    : `Ces dates ne sont pas libres : ${labels.join(', ')}. Aucun rendez-vous de la série n’a été enregistré.`;

export const seriesQuotaMessage = (left: number, count: number) =>
  `Il vous reste ${left} rendez-vous sur votre pack, et cette série en compte ${count} : rien n’a été enregistré. Rechargez des crédits, changez de pack ou raccourcissez la série.`;

/**
 * POST /api/bookings with `recurrence` (issue 32): the provider books the same client at the same
 * local time every week, every two weeks or every month, 2 to 52 times — all of them or none.
 * One transaction under the provider's agenda and balance locks, as a single booking: the quota
 * for the whole series first, then every date checked (all the conflicts are listed in one 409),
 * then every row inserted with one series id, each with its own manage link, quota use,
 * reminders and calendar write; the client gets one e-mail listing the dates.
 */
export async function createSeries(deps: AppDeps, input: TSeriesInput): Promise<TCreateSeriesResult> {
  const now = deps.now();
  const { providerId, body } = input;
  const trigger: TEmailTrigger = { userId: providerId, kind: 'manual_booking' };
  const done = await inProviderTransaction(
    deps.database.db,
    providerId,
    async (tx) => {
      const [stored, snapshot, ledgerRead, contact, writesCalendar, service] = await together([
        input.idempotency ? findStoredResponse(tx, input.idempotency, now) : null,
        providerState(deps.database, tx, providerId, now).catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
          throw err;
        }),
        readLedger(tx, providerId, now),
        findProviderContact(tx, providerId),
        hasWriterCalendar(tx, providerId),
        // By hand a provider may book an inactive service too, never an archived one.
        getService(tx, providerId, body.serviceId),
      ]);
      if (stored) return { result: stored as TCreateSeriesResult };
      if (!snapshot || !contact || !service || service.archivedAt) throw serviceNotFound();
      if (!snapshot.bookingOpen) throw bookingNotOpen('provider');
      const { timezone, settings } = snapshot.rules;
      const starts = seriesStarts(new Date(body.start), body.recurrence, timezone);
      const rolled = await rollOver(tx, providerId, now, ledgerRead);
      assertQuotaCovers(rolled, starts.length);
      const slots = await checkEveryDate(tx, providerId, service, starts, now, timezone);
      const extras = await seriesExtras(tx, service, body, starts);

      const seriesId = randomUUID();
      const key = linkSealingKey(deps.jwtSecret);
      const tokens = starts.map(() => createManageToken(key));
      const rows = await insertSeries(tx, {
        providerId,
        service,
        seriesId,
        slots,
        tokens,
        extras,
        client: body.client,
        note: body.note,
        now,
      });
      const links = rows.map((row, i) =>
        bookingLinks(deps.config.APP_URL, row, (tokens[i] as TManageToken).token),
      );
      const result: TCreateSeriesResult = {
        statusCode: 201,
        body: { success: true, seriesId, bookings: rows.map((row) => toBookingDto(row, service)) },
      };
      if (body.notifyClient) {
        const items = rows.map((booking, i) => ({
          ctx: { booking, service, provider: contact },
          links: links[i] as { manageUrl: string; cancelUrl: string },
        }));
        await queueSeriesConfirmation(deps, tx, items, settings, trigger, now);
      }
      const quota: TBalanceChange[] = [];
      for (const [i, row] of rows.entries()) {
        // The roll-over read is current for the first use only: the next ones read the ledger again.
        const use = { userId: providerId, bookingId: row.id, source: 'manual' as const, trigger };
        quota.push(await consumeForBooking(deps, tx, i === 0 ? { ...use, rolled } : use, now));
        // After the e-mail is queued: the daily cap counts it with the reminders (ADR 0021).
        await scheduleRemindersWithinQuota(tx, row, trigger, now, settings);
        if (writesCalendar) await queueCalendarWrite(tx, deps.jobs, providerId, row.id, { known: true });
        await emitBookingCreated(tx, deps.jobs, row, service, now);
      }
      if (input.idempotency) await storeResponse(tx, input.idempotency, result, now);
      return { result, quota };
    },
    { alsoLock: quotaLockKey(providerId) },
  );
  // Committed (not a replay): calendars and the provider's balance hear of it (the e-mails are jobs).
  if (done.quota) {
    for (const booking of done.result.body.bookings) deps.events.emit('booking_created', booking);
    for (const change of done.quota) publishBalanceChange(deps, change);
  }
  return done.result;
}

/**
 * The whole series must fit in what is left (the product rule: checked up front), where a single
 * booking by hand beyond it would count as overage. An unlimited pack always fits.
 */
function assertQuotaCovers(rolled: Awaited<ReturnType<typeof rollOver>>, count: number): void {
  if (planById(rolled.plan.packId).allowance === null) return;
  const left = rolled.live.reduce((total, lot) => total + lot.remaining, 0);
  if (left >= count) return;
  throw new AppError('QUOTA_EXHAUSTED', seriesQuotaMessage(left, count), {
    field: 'recurrence.count',
    extra: { remaining: left, requested: count },
  });
}

/** Every date checked against the agenda as a single booking by hand is; all conflicts in one 409. */
async function checkEveryDate(
  tx: TDbExecutor,
  providerId: string,
  service: TStoredService,
  starts: Date[],
  now: Date,
  timezone: string,
) {
  const slots: Awaited<ReturnType<typeof assertSlotBookable>>[] = [];
  const conflicts: TSeriesConflict[] = [];
  for (const start of starts) {
    try {
      slots.push(await assertSlotBookable(tx, { providerId, service, start, now, applyBookingRules: false }));
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
      conflicts.push({ start: start.toISOString(), label: seriesDateLabel(start, timezone) });
    }
  }
  if (conflicts.length > 0) {
    throw new AppError('CONFLICT', seriesConflictMessage(conflicts.map((c) => c.label)), {
      extra: { conflicts },
    });
  }
  return slots;
}

/**
 * The answers (checked as for a single booking by hand) and the place of every date: a series by
 * video meets in one room throughout, unless its dates are seats of group sessions, which join
 * each session's room.
 */
async function seriesExtras(
  tx: TDbExecutor,
  service: TStoredService,
  body: TSeriesInput['body'],
  starts: Date[],
): Promise<TBookingExtras[]> {
  const extras = bookingExtrasFor(service, body, { isPublic: false });
  if (!(service.capacity > 1 && service.location.type === 'video')) return starts.map(() => extras);
  const rooms: TBookingExtras[] = [];
  for (const start of starts) {
    const sharedRoom = await sessionRoom(tx, service.id, start);
    rooms.push(bookingExtrasFor(service, body, { isPublic: false, sharedRoom }));
  }
  return rooms;
}

/** Every date in one statement, in order, each with its answers and place. */
async function insertSeries(
  tx: TDbExecutor,
  input: {
    providerId: string;
    service: TStoredService;
    seriesId: string;
    slots: Awaited<ReturnType<typeof assertSlotBookable>>[];
    tokens: TManageToken[];
    extras: TBookingExtras[];
    client: { name: string; email: string; phone: string; address: string };
    note: string;
    now: Date;
  },
): Promise<TBookingRow[]> {
  const { service, client, now } = input;
  const rows = await tx
    .insert(bookings)
    .values(
      input.slots.map((slot, i) => ({
        providerId: input.providerId,
        serviceId: service.id,
        seriesId: input.seriesId,
        startAt: slot.start,
        endAt: slot.end,
        blockedFrom: slot.blockedFrom,
        blockedTo: slot.blockedTo,
        timezone: slot.timezone,
        status: 'confirmed' as const,
        source: 'manual' as const,
        clientName: client.name,
        clientEmail: client.email,
        clientPhone: client.phone,
        note: input.note,
        ...(input.extras[i] as TBookingExtras),
        consentAt: null,
        manageTokenHash: (input.tokens[i] as TManageToken).hash,
        manageTokenSealed: (input.tokens[i] as TManageToken).sealed,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  // Each row found by its token's hash: the links never depend on the order RETURNING gives.
  const byHash = new Map(rows.map((row) => [row.manageTokenHash, row]));
  return input.tokens.map((token) => {
    const row = byHash.get(token.hash);
    if (!row) throw new Error('series insert returned fewer rows than dates');
    return row;
  });
}
