import type { TUser } from '../../../shared/schemas/auth';
import type { users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

/** The one place that turns a users row into the API's user (no password hash ever leaves). */
export function toUserDto(row: TUserRow): TUser {
  return {
    id: row.id,
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    nom: row.nom,
    siret: row.siret,
    adresse: row.adresse,
    telephone: row.telephone,
    createdAt: row.createdAt.toISOString(),
  };
}
