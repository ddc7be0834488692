import { createHash, randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Db } from '../src/server/db/client';
import {
  availabilityWeekly,
  bookings,
  dpaDocuments,
  providerProfiles,
  providerSettings,
  services,
  users,
} from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/auth/password';
import { addCredits, changePack } from '../src/server/modules/billing/api';

export const BENCH_TIMEZONE = 'Europe/Paris';
const OPEN_MINUTE = 8 * 60;
const CLOSE_MINUTE = 20 * 60;
const SLOT_MINUTES = 30;
/** Two slots out of three taken: ≈ 5 000 bookings over a year of Monday–Saturday 08:00–20:00. */
const isBooked = (slotIndex: number) => slotIndex % 3 !== 2;
const SLOTS_PER_DAY = (CLOSE_MINUTE - OPEN_MINUTE) / SLOT_MINUTES;
const INSERT_CHUNK = 500;

export type TBenchProvider = { providerId: string; serviceId: string; bookingCount: number };

/**
 * One provider with weekly hours Mon–Sat 08:00–20:00 (Paris), a 30-minute service, rules that
 * open a year ahead, the Max pack with credits, and a year of dense bookings (half past, half to
 * come) inserted in bulk.
 */
export async function seedBenchProvider(db: Db, now: Date): Promise<TBenchProvider> {
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${randomBytes(4).toString('hex')}@creneau.local`,
      name: 'Cabinet Banc d’essai',
      role: 'client',
      passwordHash: await hashPassword(randomBytes(16).toString('hex')),
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('provider insert returned nothing');
  const providerId = user.id;

  await db
    .insert(providerProfiles)
    .values({ providerId, displayName: 'Cabinet Banc d’essai', timezone: BENCH_TIMEZONE });
  await db.insert(providerSettings).values({ providerId, maxAdvanceDays: 365 });
  // Without a signed DPA the public page takes no booking (ADR 0021).
  await db.insert(dpaDocuments).values({
    userId: providerId,
    numeroContrat: `CRN-DPA-BENCH-${randomBytes(6).toString('hex')}`,
    statut: 'signed',
    nom: 'Cabinet Banc d’essai',
    adresse: 'Banc d’essai',
    contenu: '<p>DPA du banc d’essai</p>',
    contentHash: 'bench',
    signature: {
      accepted: true,
      ip: '127.0.0.1',
      declaredIp: null,
      userAgent: 'npm run bench',
      timestamp: now.toISOString(),
      method: 'electronic',
      contentHash: 'bench',
    },
    signedAt: now,
  });
  await db.insert(availabilityWeekly).values(
    [1, 2, 3, 4, 5, 6].map((weekday) => ({
      providerId,
      weekday,
      startMinute: OPEN_MINUTE,
      endMinute: CLOSE_MINUTE,
    })),
  );
  const [service] = await db
    .insert(services)
    .values({ providerId, name: 'Consultation', durationMinutes: SLOT_MINUTES, priceCents: 5000 })
    .returning({ id: services.id });
  if (!service) throw new Error('service insert returned nothing');

  // A real quota (ADR 0036): every booking the bench makes runs the check and writes its movement.
  // The Max pack's 1 000 appointments plus credits cover the ≈ 300 creations; lots are really read.
  await db.transaction(async (tx) => {
    const bench = { authorId: null, reason: 'Banc d’essai' };
    await changePack(tx, providerId, 'max', bench, now);
    await addCredits(tx, providerId, { amount: 500, kind: 'admin_credit', ...bench }, now);
  });

  const rows = yearOfBookings(providerId, service.id, now);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(bookings).values(rows.slice(i, i + INSERT_CHUNK));
  }
  return { providerId, serviceId: service.id, bookingCount: rows.length };
}

/** The slots the seed left free (every third one), from tomorrow on: what the public page offers. */
export function freeSlotStarts(now: Date, count: number): string[] {
  const tomorrow = DateTime.fromJSDate(now, { zone: BENCH_TIMEZONE }).startOf('day').plus({ days: 1 });
  const starts: string[] = [];
  for (let day = 0; starts.length < count && day < 182; day++) {
    const date = tomorrow.plus({ days: day });
    if (date.weekday === 7) continue;
    for (let slot = 0; slot < SLOTS_PER_DAY && starts.length < count; slot++) {
      if (!isBooked(slot)) starts.push(localSlot(date, slot).toISOString());
    }
  }
  return starts;
}

function localSlot(date: DateTime, slot: number): Date {
  const minutes = OPEN_MINUTE + slot * SLOT_MINUTES;
  return date.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toJSDate();
}

function yearOfBookings(
  providerId: string,
  serviceId: string,
  now: Date,
): Array<typeof bookings.$inferInsert> {
  const today = DateTime.fromJSDate(now, { zone: BENCH_TIMEZONE }).startOf('day');
  const rows: Array<typeof bookings.$inferInsert> = [];
  for (let day = -182; day <= 182; day++) {
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
