import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TPlanId } from '../../../shared/pricing';
import type { TAccountStatus, TAdminUserRow } from '../../../shared/schemas/admin-users';
import type { TRole } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { providerPlans, users } from '../../db/schema';
import type { TUserRow } from '../auth/api';

export const USER_SEARCH_LIMIT = 50;

/** Makes %, _ and \ literal inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive substring match on name, email and nom; undefined for an empty query. */
function matching(query: string): SQL | undefined {
  if (!query) return undefined;
  const pattern = `%${escapeLike(query)}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.nom, pattern));
}

/** Case-insensitive substring search on name, email and nom; newest accounts first. */
export async function searchUsers(db: Db, query: string): Promise<{ users: TUserRow[]; total: number }> {
  const where = matching(query);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USER_SEARCH_LIMIT);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  return { users: rows, total };
}

/** An erased account keeps its row (ADR 0013): the administration shows it as « supprimé ». */
export function accountStatusOf(user: Pick<TUserRow, 'status' | 'deletedAt'>): TAccountStatus {
  return user.deletedAt ? 'deleted' : user.status;
}

export type TUserListFilters = {
  q: string;
  role?: TRole | undefined;
  /** Without a status, erased accounts are left out (ADR 0029). */
  status?: TAccountStatus | undefined;
  verified?: 'true' | 'false' | undefined;
  plan?: TPlanId | undefined;
};

/** A provider without a plan row has never left the free tier. */
const planOfRow = sql<TPlanId | null>`case when ${users.role} = 'client' then coalesce(${providerPlans.packId}, 'gratuit') end`;

function statusCondition(status: TAccountStatus | undefined): SQL | undefined {
  if (status === 'deleted') return isNotNull(users.deletedAt);
  const live = isNull(users.deletedAt);
  return status ? and(live, eq(users.status, status)) : live;
}

/** A page of the accounts matching the filters, newest first, and how many match. */
export async function listUsers(
  db: Db,
  filters: TUserListFilters,
  page: { page: number; pageSize: number },
): Promise<{ users: Omit<TAdminUserRow, 'bookingsThisMonth'>[]; total: number }> {
  const where = and(
    matching(filters.q),
    filters.role ? eq(users.role, filters.role) : undefined,
    statusCondition(filters.status),
    filters.verified === undefined
      ? undefined
      : filters.verified === 'true'
        ? isNotNull(users.emailVerifiedAt)
        : isNull(users.emailVerifiedAt),
    filters.plan ? eq(planOfRow, filters.plan) : undefined,
  );
  const rows = await db
    .select({ user: users, plan: planOfRow })
    .from(users)
    .leftJoin(providerPlans, eq(providerPlans.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(providerPlans, eq(providerPlans.userId, users.id))
    .where(where);
  return {
    users: rows.map(({ user: row, plan }) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      status: accountStatusOf(row),
      emailVerified: row.emailVerifiedAt !== null,
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      plan,
    })),
    total,
  };
}
