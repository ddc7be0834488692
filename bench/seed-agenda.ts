import { createHash, randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { bookings } from '../src/server/db/schema';

export const BENCH_TIMEZONE = 'Europe/Paris';
export const OPEN_MINUTE = 8 * 60;
export const CLOSE_MINUTE = 20 * 60;
export const SLOT_MINUTES = 30;
/** Two slots out of three taken in a seeded agenda. */
const isBooked = (slotIndex: number) => slotIndex % 3 !== 2;
const SLOTS_PER_DAY = (CLOSE_MINUTE - OPEN_MINUTE) / SLOT_MINUTES;

/**
 * Slot starts from tomorrow on (Mon–Sat, what the public page offers): in a seeded agenda only the
 * slots it left free (every third one); in an empty one (`emptyAgenda`) every slot.
 */
export function freeSlotStarts(now: Date, count: number, emptyAgenda = false): string[] {
  const tomorrow = DateTime.fromJSDate(now, { zone: BENCH_TIMEZONE }).startOf('day').plus({ days: 1 });
  const starts: string[] = [];
  for (let day = 0; starts.length < count && day < 182; day++) {
    const date = tomorrow.plus({ days: day });
    if (date.weekday === 7) continue;
    for (let slot = 0; slot < SLOTS_PER_DAY && starts.length < count; slot++) {
      if (emptyAgenda || !isBooked(slot)) starts.push(localSlot(date, slot).toISOString());
    }
  }
  return starts;
}

function localSlot(date: DateTime, slot: number): Date {
  const minutes = OPEN_MINUTE + slot * SLOT_MINUTES;
  return date.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toJSDate();
}

/** Two slots out of three booked over `days` days centred on today (0: none). */
export function denseBookings(
  providerId: string,
  serviceId: string,
  now: Date,
  days: number,
): Array<typeof bookings.$inferInsert> {
  const today = DateTime.fromJSDate(now, { zone: BENCH_TIMEZONE }).startOf('day');
  const rows: Array<typeof bookings.$inferInsert> = [];
  const first = -Math.floor(days / 2);
  for (let day = first; day < first + days; day++) {
    const date = today.plus({ days: day });
    if (date.weekday === 7) continue;
    for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
      if (!isBooked(slot)) continue;
      const start = localSlot(date, slot);
      const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
      const n = rows.length;
      rows.push({
        providerId,
        serviceId,
        startAt: start,
        endAt: end,
        blockedFrom: start,
        blockedTo: end,
        timezone: BENCH_TIMEZONE,
        status: start < now ? 'completed' : 'confirmed',
        source: n % 4 === 0 ? 'manual' : 'public',
        clientName: `Client ${n}`,
        clientEmail: `client-${n % 800}@exemple.fr`,
        clientPhone: '06 00 00 00 00',
        note: '',
        consentAt: now,
        manageTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  return rows;
}
