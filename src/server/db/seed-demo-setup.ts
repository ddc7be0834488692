import type { Db } from './client';
import { availabilityWeekly, providerProfiles, services } from './schema';

/** Monday–Friday 09:00–12:00 and 14:00–18:00, Saturday morning. Minutes from local midnight. */
const DEMO_WEEK = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, startMinute: 9 * 60, endMinute: 12 * 60 },
  { weekday, startMinute: 14 * 60, endMinute: 18 * 60 },
]);

/** The demo provider's booking page, so that `npm start` shows a working booking link at once. */
export async function seedDemoProviderSetup(db: Db, providerId: string): Promise<void> {
  await db.insert(providerProfiles).values({
    providerId,
    displayName: 'Camille Martin Coaching',
    description:
      'Coach professionnelle certifiée : bilans de carrière, prise de parole et gestion du stress.',
    address: '12 rue des Lilas, 69003 Lyon',
    phone: '06 12 34 56 78',
    timezone: 'Europe/Paris',
  });
  await db.insert(services).values([
    {
      providerId,
      name: 'Séance découverte',
      description: 'Un premier échange pour faire le point sur vos objectifs.',
      durationMinutes: 30,
      priceCents: 0,
    },
    {
      providerId,
      name: 'Séance de coaching',
      description: 'Une séance individuelle d’accompagnement.',
      durationMinutes: 60,
      priceCents: 7000,
      bufferAfterMinutes: 15,
    },
    {
      providerId,
      name: 'Bilan de carrière',
      description: 'Un bilan approfondi de votre parcours et de vos envies.',
      durationMinutes: 90,
      priceCents: 12000,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
    },
  ]);
  await db
    .insert(availabilityWeekly)
    .values([
      ...DEMO_WEEK.map((range) => ({ providerId, ...range })),
      { providerId, weekday: 6, startMinute: 9 * 60, endMinute: 12 * 60 },
    ]);
}
