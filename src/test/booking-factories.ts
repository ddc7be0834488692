import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  availabilityWeekly,
  dpaDocuments,
  providerProfiles,
  providerSettings,
  services,
} from '../server/db/schema';
import type { AppDeps } from '../server/deps';
import type { TSettings } from '../shared/schemas/provider-setup';
import type { TestApp } from './app';
import { createUser, type TTestUser } from './factories';

export type TTestProvider = TTestUser & { token: string; timezone: string };

/** A signed DPA written straight to the table: without one a provider's page takes no booking. */
export async function signDpaFor(deps: AppDeps, providerId: string): Promise<void> {
  const now = deps.now();
  await deps.database.db.insert(dpaDocuments).values({
    userId: providerId,
    numeroContrat: `CRN-DPA-TEST-${randomUUID()}`,
    statut: 'signed',
    nom: 'Salon Léa',
    adresse: '3 rue des Lilas, 75011 Paris',
    contenu: '<p>DPA de test</p>',
    contentHash: 'test',
    signature: {
      accepted: true,
      ip: '203.0.113.1',
      declaredIp: null,
      userAgent: 'test',
      timestamp: now.toISOString(),
      method: 'electronic',
      contentHash: 'test',
    },
    signedAt: now,
  });
}

/** A provider (role client) with a booking-page profile and a signed DPA (unless `dpa` is false), signed in. */
export async function createProvider(
  t: TestApp,
  profile: {
    displayName?: string;
    address?: string;
    phone?: string;
    timezone?: string;
    dpa?: boolean;
  } = {},
): Promise<TTestProvider> {
  const user = await createUser(t.deps, { name: 'Léa Martin' });
  const timezone = profile.timezone ?? 'Europe/Paris';
  await t.deps.database.db.insert(providerProfiles).values({
    providerId: user.id,
    displayName: profile.displayName ?? 'Salon Léa',
    address: profile.address ?? '3 rue des Lilas, 75011 Paris',
    phone: profile.phone ?? '',
    timezone,
  });
  if (profile.dpa !== false) await signDpaFor(t.deps, user.id);
  const token = await t.login(user.email, user.password);
  return { ...user, token, timezone };
}

export async function createService(
  deps: AppDeps,
  providerId: string,
  fields: Partial<typeof services.$inferInsert> = {},
) {
  const [row] = await deps.database.db
    .insert(services)
    .values({ providerId, name: 'Coupe', durationMinutes: 30, priceCents: 2500, ...fields })
    .returning();
  if (!row) throw new Error('service insert returned nothing');
  return row;
}

/** Opens every day of the week between `from` and `to` (local time). */
export async function openEveryDay(deps: AppDeps, providerId: string, from = '08:00', to = '20:00') {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  await deps.database.db.insert(availabilityWeekly).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      providerId,
      weekday,
      startMinute: minutes(from),
      endMinute: minutes(to),
    })),
  );
}

export async function saveSettings(deps: AppDeps, providerId: string, settings: Partial<TSettings>) {
  await deps.database.db
    .insert(providerSettings)
    .values({ providerId, ...settings })
    .onConflictDoUpdate({ target: providerSettings.providerId, set: settings });
}

/** `days` days after the test clock's date, at `hhmm` in the zone: an ISO instant in UTC. */
export function localStart(t: TestApp, days: number, hhmm: string, timezone = 'Europe/Paris'): string {
  const [hour, minute] = hhmm.split(':').map(Number);
  const local = DateTime.fromJSDate(t.clock.now(), { zone: timezone })
    .plus({ days })
    .set({ hour, minute, second: 0, millisecond: 0 });
  return local.toUTC().toISO({ suppressMilliseconds: true }) ?? '';
}

export function bookingBody(
  serviceId: string,
  start: string,
  client: Partial<{ name: string; email: string; phone: string }> = {},
) {
  return {
    serviceId,
    start,
    client: { name: 'Jeanne Petit', email: 'jeanne@exemple.fr', phone: '06 12 34 56 78', ...client },
    note: 'Première visite',
    consent: true,
  };
}
