import { eq } from 'drizzle-orm';
import type { TProviderProfile } from '../../../shared/schemas/provider-setup';
import { SLUG_TAKEN } from '../../../shared/schemas/slug';
import type { Db } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import { PG, pgErrorCode } from '../../db/pg-errors';
import { providerProfiles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { deleteLogo } from './logo-queries';
import { providerIdByRetiredSlug, recordSlugChange, slugRetiredByAnother } from './slug-history';

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
    const { displayName, description, address, phone, timezone, slug } = row.profile;
    return { providerId, displayName, description, address, phone, timezone, slug };
  }
  return {
    providerId,
    displayName: row.nom?.trim() || row.name,
    description: '',
    address: row.adresse ?? '',
    phone: row.telephone ?? '',
    timezone: DEFAULT_TIMEZONE,
    slug: null,
  };
}

/** What the profile form saves; the slug has its own route. */
export type TProfileFields = Omit<TProviderProfile, 'providerId' | 'slug'>;

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
  const { displayName, description, address, phone, timezone, slug } = row;
  return { providerId, displayName, description, address, phone, timezone, slug };
}

/**
 * Sets (or clears) the readable booking address, creating the profile row from the account's
 * defaults when there is none; 409 naming `slug` when another provider has it, or had it. The
 * previous address keeps leading to the page (slug-history.ts).
 */
export async function saveProviderSlug(
  db: Db,
  providerId: string,
  slug: string | null,
  now: Date,
): Promise<TProviderProfile> {
  try {
    return await db.transaction(async (tx) => {
      const current = await getProviderProfile(tx, providerId);
      if (!current) throw new Error('saveProviderSlug: not a provider');
      if (slug && (await slugRetiredByAnother(tx, slug, providerId)))
        throw new AppError('CONFLICT', SLUG_TAKEN, { field: 'slug' });
      const { providerId: _id, slug: previous, ...fields } = current;
      const [row] = await tx
        .insert(providerProfiles)
        .values({ providerId, ...fields, slug, updatedAt: now })
        .onConflictDoUpdate({ target: providerProfiles.providerId, set: { slug, updatedAt: now } })
        .returning();
      if (!row) throw new Error('slug upsert returned nothing');
      await recordSlugChange(tx, providerId, { previous, next: row.slug }, now);
      return { ...current, slug: row.slug };
    });
  } catch (error) {
    if (pgErrorCode(error) === PG.uniqueViolation)
      throw new AppError('CONFLICT', SLUG_TAKEN, { field: 'slug' });
    throw error;
  }
}

/** The provider whose booking address this is, or was (a printed address keeps working), if any. */
export async function providerIdBySlug(db: TDbExecutor, slug: string): Promise<string | undefined> {
  const lower = slug.toLowerCase();
  const [row] = await db
    .select({ providerId: providerProfiles.providerId })
    .from(providerProfiles)
    .where(eq(providerProfiles.slug, lower));
  return row?.providerId ?? (await providerIdByRetiredSlug(db, lower));
}

/** The provider a booking address names: by id (always valid) or by readable slug. */
export async function providerIdOfAddress(db: TDbExecutor, idOrSlug: string): Promise<string | undefined> {
  return isUuid(idOrSlug) ? idOrSlug : await providerIdBySlug(db, idOrSlug);
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
  const { providerId: _id, slug: _slug, ...fields } = current;
  await saveProviderProfile(db, providerId, { ...fields, timezone }, now);
}

/** The booking page and its logo go with the account (GDPR erasure); runs in the erasure's transaction. */
export async function deleteProviderProfile(tx: TDbExecutor, providerId: string): Promise<void> {
  await tx.delete(providerProfiles).where(eq(providerProfiles.providerId, providerId));
  await deleteLogo(tx, providerId);
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
  const { providerId: _id, slug: _slug, ...fields } = current;
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
