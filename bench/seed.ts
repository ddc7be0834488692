import { randomBytes } from 'node:crypto';
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
import { BENCH_TIMEZONE, CLOSE_MINUTE, denseBookings, OPEN_MINUTE, SLOT_MINUTES } from './seed-agenda';
import { seedConnectedCalendar } from './seed-calendar';

export { BENCH_TIMEZONE, freeSlotStarts } from './seed-agenda';

const INSERT_CHUNK = 500;
/** A year centred on today: ≈ 5 000 bookings (two slots out of three taken, Mon–Sat 08:00–20:00). */
export const YEAR_OF_BOOKINGS = 365;

/** `groupServiceId`: a group session service (GROUP_SEATS places, issue 32), seeded with no bookings. */
export type TBenchProvider = {
  providerId: string;
  serviceId: string;
  groupServiceId: string;
  bookingCount: number;
};

/** Places of the seeded group service: the session burst must end with exactly this many seats. */
export const GROUP_SEATS = 5;

/** One Argon2 hash for every bench account: nobody signs in, and hashing 51 times would be slow. */
let benchPasswordHash: Promise<string> | undefined;

/**
 * One provider with weekly hours Mon–Sat 08:00–20:00 (Paris), a 30-minute service, rules that
 * open a year ahead, the Max pack with credits, and `bookingDays` days of dense bookings centred
 * on today (half past, half to come; 0 = an empty agenda) inserted in bulk.
 */
export async function seedProvider(
  db: Db,
  now: Date,
  options: { name: string; bookingDays: number },
): Promise<TBenchProvider> {
  benchPasswordHash ??= hashPassword(randomBytes(16).toString('hex'));
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${randomBytes(6).toString('hex')}@creneau.local`,
      name: options.name,
      role: 'client',
      passwordHash: await benchPasswordHash,
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('provider insert returned nothing');
  const providerId = user.id;

  await db
    .insert(providerProfiles)
    .values({ providerId, displayName: options.name, timezone: BENCH_TIMEZONE });
  await db.insert(providerSettings).values({ providerId, maxAdvanceDays: 365 });
  // Without a signed DPA the public page takes no booking (ADR 0021).
  await db.insert(dpaDocuments).values({
    userId: providerId,
    numeroContrat: `CRN-DPA-BENCH-${randomBytes(6).toString('hex')}`,
    statut: 'signed',
    nom: options.name,
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
  const [group] = await db
    .insert(services)
    .values({
      providerId,
      name: 'Atelier collectif',
      durationMinutes: SLOT_MINUTES,
      priceCents: 2000,
      capacity: GROUP_SEATS,
    })
    .returning({ id: services.id });
  if (!group) throw new Error('group service insert returned nothing');

  // A real quota (ADR 0036): every booking the bench makes runs the check and writes its movement.
  // The Max pack's 1 000 appointments plus 500 credits cover the creations; lots are really read.
  await db.transaction(async (tx) => {
    const bench = { authorId: null, reason: 'Banc d’essai' };
    await changePack(tx, providerId, 'max', bench, now);
    await addCredits(tx, providerId, { amount: 500, kind: 'admin_credit', ...bench }, now);
  });

  const rows = denseBookings(providerId, service.id, now, options.bookingDays);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(bookings).values(rows.slice(i, i + INSERT_CHUNK));
  }
  return { providerId, serviceId: service.id, groupServiceId: group.id, bookingCount: rows.length };
}

/** The provider with a year of bookings that the reads are measured on. */
export function seedBenchProvider(db: Db, now: Date): Promise<TBenchProvider> {
  return seedProvider(db, now, { name: 'Cabinet Banc d’essai', bookingDays: YEAR_OF_BOOKINGS });
}

/** Another provider with the same year of bookings and a connected calendar of 500 events. */
export async function seedSyncedProvider(db: Db, now: Date): Promise<TBenchProvider> {
  const synced = await seedProvider(db, now, {
    name: 'Cabinet Agenda synchronisé',
    bookingDays: YEAR_OF_BOOKINGS,
  });
  await seedConnectedCalendar(db, synced.providerId, now);
  return synced;
}

/** `count` providers with an empty agenda, for creations spread over many agendas. */
export async function seedEmptyProviders(db: Db, now: Date, count: number): Promise<TBenchProvider[]> {
  const seeded: TBenchProvider[] = [];
  for (let i = 0; i < count; i++) {
    seeded.push(await seedProvider(db, now, { name: `Cabinet n° ${i + 1}`, bookingDays: 0 }));
  }
  return seeded;
}
