import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { TDbExecutor } from '../../db/executor';
import { providerProfiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { DEFAULT_TIMEZONE } from '../providers/api';
import { getSettings } from '../settings/api';
import { MINUTE_MS } from './local-time';
import { listBusy, listOverrides, listWeekly } from './queries';
import { isGroup, listSessions, withoutSeats } from './sessions';
import { computeSlots, type TInterval } from './slot-engine';
import type { TProviderRules } from './slot-rules';

export const SLOT_TAKEN_MESSAGE = "Ce créneau n'est plus disponible. Choisissez un autre horaire.";
/**
 * Nobody books or moves an appointment further ahead than this, not even the provider by hand
 * (a mistyped year): the public page's horizon (730 days at most) stays well inside it.
 */
export const MAX_YEARS_AHEAD = 3;
export const TOO_FAR_AHEAD_MESSAGE = `La date du rendez-vous ne peut pas dépasser ${MAX_YEARS_AHEAD} ans à partir d'aujourd'hui`;

export type TSlotCheckInput = {
  providerId: string;
  service: {
    durationMinutes: number;
    bufferBeforeMinutes: number;
    bufferAfterMinutes: number;
    /** With more than one place (and its id), a group session: its own seats do not block it. */
    id?: string;
    capacity?: number;
  };
  start: Date;
  now: Date;
  /** The booking being rescheduled: its own current range does not block its new one. */
  excludeBookingId?: string;
  /** false for the provider's manual bookings: only the overlap with other bookings counts. */
  applyBookingRules: boolean;
  /** The provider's rules when the caller holds them current (ADR 0043), else read here. */
  rules?: TProviderRules;
};

export type TBookableSlot = { start: Date; end: Date; blockedFrom: Date; blockedTo: Date; timezone: string };

export async function getProviderTimezone(db: TDbExecutor, providerId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: providerProfiles.timezone })
    .from(providerProfiles)
    .where(eq(providerProfiles.providerId, providerId));
  return row?.timezone ?? DEFAULT_TIMEZONE;
}

/**
 * Recomputes, with the slot engine, whether `start` is offered for this service right now, and
 * returns the ranges to store; throws 409 otherwise. Run it in the booking's transaction: the
 * EXCLUDE constraint still settles two transactions racing for the same slot.
 */
export async function assertSlotBookable(db: TDbExecutor, input: TSlotCheckInput): Promise<TBookableSlot> {
  const { service, providerId } = input;
  const startMs = input.start.getTime();
  if (Number.isNaN(startMs)) throw slotTaken();
  if (startMs > DateTime.fromJSDate(input.now).plus({ years: MAX_YEARS_AHEAD }).toMillis()) {
    throw new AppError('VALIDATION', TOO_FAR_AHEAD_MESSAGE, { field: 'start' });
  }
  const start = new Date(startMs);
  const end = new Date(startMs + service.durationMinutes * MINUTE_MS);
  const blockedFrom = new Date(startMs - service.bufferBeforeMinutes * MINUTE_MS);
  const blockedTo = new Date(end.getTime() + service.bufferAfterMinutes * MINUTE_MS);
  const timezone = input.rules?.timezone ?? (await getProviderTimezone(db, providerId));
  // The provider's personal calendar blocks what clients book, not what the provider books by hand.
  const allBusy = await listBusy(db, providerId, blockedFrom, blockedTo, input.excludeBookingId, {
    personalCalendar: input.applyBookingRules,
  });
  const busy = await withoutOwnSeats(db, input, allBusy, blockedFrom, blockedTo);
  const result = { start, end, blockedFrom, blockedTo, timezone };
  if (!input.applyBookingRules) {
    if (busy.length > 0) throw slotTaken();
    return result;
  }

  const { settings, weekly, overrides } = input.rules ?? (await readRules(db, providerId, start, timezone));
  const slots = computeSlots({
    timezone,
    weekly,
    overrides,
    busy,
    durationMinutes: service.durationMinutes,
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    stepMinutes: settings.slotStepMinutes,
    minNoticeMinutes: settings.minNoticeMinutes,
    maxAdvanceDays: settings.maxAdvanceDays,
    now: input.now,
    from: start,
    to: new Date(startMs + 1),
  });
  if (!slots.some((slot) => slot.start.getTime() === startMs)) throw slotTaken();
  return result;
}

/**
 * For a group session (issue 32), the busy ranges without its own seats — refused when they are
 * all taken; other sessions of the service and other bookings still block it. The trigger counts
 * the seats again under the session's lock: this is the clear answer, that is the guarantee.
 */
async function withoutOwnSeats(
  db: TDbExecutor,
  input: TSlotCheckInput,
  busy: TInterval[],
  from: Date,
  to: Date,
): Promise<TInterval[]> {
  const { service } = input;
  if (!service.id || !isGroup(service) || busy.length === 0) return busy;
  const sessions = await listSessions(db, input.providerId, service.id, {
    from,
    to,
    excludeBookingId: input.excludeBookingId,
  });
  const own = sessions.get(input.start.getTime());
  if (!own) return busy;
  if (own.taken >= (service.capacity ?? 1)) throw slotTaken();
  return withoutSeats(busy, [own]);
}

/** The rules around one start, read in the caller's transaction. */
async function readRules(db: TDbExecutor, providerId: string, start: Date, timezone: string) {
  const localDay = DateTime.fromJSDate(start, { zone: timezone });
  // One after another: `db` may be a transaction, whose single connection runs one query at a time.
  const settings = await getSettings(db, providerId);
  const weekly = await listWeekly(db, providerId);
  const overrides = await listOverrides(db, providerId, {
    fromDate: localDay.minus({ days: 1 }).toISODate() ?? undefined,
    toDate: localDay.plus({ days: 1 }).toISODate() ?? undefined,
  });
  return { settings, weekly, overrides };
}

function slotTaken(): AppError {
  return new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
}
