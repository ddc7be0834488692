import { eq } from 'drizzle-orm';
import type { TProviderProfile } from '../../../shared/schemas/provider-setup';
import type { TDbExecutor } from '../../db/executor';
import { providerProfiles, users } from '../../db/schema';
import { isUuid } from '../../http/uuid';

export const DEFAULT_TIMEZONE = 'Europe/Paris';

/**
 * The booking-page profile of a provider (a user of role client; admins have no booking page),
 * or null. Before the provider saves one, it is built from the account: displayName from the
 * business name (nom) or the person's name, address and phone from the account's (issue 15: the
 * details typed once, in the DPA, serve everywhere).
 */
export async function getProviderProfile(
  db: TDbExecutor,
  providerId: string,
): Promise<TProviderProfile | null> {
  if (!isUuid(providerId)) return null;
  const [row] = await db
    .select({
      role: users.role,
      name: users.name,
      nom: users.nom,
      adresse: users.adresse,
      telephone: users.telephone,
      deletedAt: users.deletedAt,
      profile: providerProfiles,
    })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.providerId, users.id))
    .where(eq(users.id, providerId));
  // A deleted account has no booking page any more.
  if (row?.role !== 'client' || row.deletedAt) return null;
  if (row.profile) {
    const { displayName, description, address, phone, timezone } = row.profile;
    return { providerId, displayName, description, address, phone, timezone };
  }
  return {
    providerId,
    displayName: row.nom?.trim() || row.name,
    description: '',
    address: row.adresse ?? '',
    phone: row.telephone ?? '',
    timezone: DEFAULT_TIMEZONE,
  };
}

export type TProfileFields = Omit<TProviderProfile, 'providerId'>;

/** Creates or replaces the profile row. */
export async function saveProviderProfile(
  db: TDbExecutor,
  providerId: string,
  fields: TProfileFields,
  now: Date,
): Promise<TProviderProfile> {
  const [row] = await db
    .insert(providerProfiles)
    .values({ providerId, ...fields, updatedAt: now })
    .onConflictDoUpdate({ target: providerProfiles.providerId, set: { ...fields, updatedAt: now } })
    .returning();
  if (!row) throw new Error('profile upsert returned nothing');
  const { displayName, description, address, phone, timezone } = row;
  return { providerId, displayName, description, address, phone, timezone };
}

/**
 * Sets only the time zone (PUT /api/availability), creating the profile row from the account's
 * defaults when the provider has none yet.
 */
export async function saveProviderTimezone(
  db: TDbExecutor,
  providerId: string,
  timezone: string,
  now: Date,
): Promise<void> {
  const current = await getProviderProfile(db, providerId);
  if (!current) throw new Error('saveProviderTimezone: not a provider');
  const { providerId: _id, ...fields } = current;
  await saveProviderProfile(db, providerId, { ...fields, timezone }, now);
}

/** The booking page goes with the account (GDPR erasure); runs in the erasure's transaction. */
export async function deleteProviderProfile(tx: TDbExecutor, providerId: string): Promise<void> {
  await tx.delete(providerProfiles).where(eq(providerProfiles.providerId, providerId));
}

/**
 * The signed DPA's address and phone on the booking page where it has none yet (issue 15),
 * in the caller's transaction; what the provider already chose to show stays.
 */
export async function fillProviderContact(
  tx: TDbExecutor,
  providerId: string,
  contact: { address: string; phone: string | null },
  now: Date,
): Promise<void> {
  const current = await getProviderProfile(tx, providerId);
  if (!current) return;
  const { providerId: _id, ...fields } = current;
  await saveProviderProfile(
    tx,
    providerId,
    {
      ...fields,
      address: fields.address.trim() || contact.address,
      phone: fields.phone.trim() || (contact.phone ?? ''),
    },
    now,
  );
}
