import type {
  TAdminUserDetail,
  TAdminUserList,
  TAdminUserListParams,
} from '../../../shared/schemas/admin-users';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { listAuditEntriesAbout } from '../audit/api';
import { findUserById, listLiveSessions } from '../auth/api';
import { countBookingsThisMonth, countProviderBookings } from '../bookings/api';
import { signedDpaSummary } from '../dpa/api';
import { accountStatusOf, listUsers } from './queries';
import { ADMIN_USER_MESSAGES } from './user-actions';

/** The audit entries an account's page shows (the whole history is /admin/audit, filtered). */
export const USER_PAGE_AUDIT_ENTRIES = 20;

/** The API path of an account's signed DPA as a PDF, for the administration. */
export function adminDpaPdfPath(userId: string, dpaId: string): string {
  return `/api/admin/users/${userId}/dpa/${dpaId}/pdf`;
}

/** GET /api/admin/users: a page of accounts with their bookings this Paris month. */
export async function listUsersForAdmin(
  deps: AppDeps,
  query: TAdminUserListParams,
): Promise<Omit<TAdminUserList, 'success'>> {
  const { page, pageSize, ...filters } = query;
  const db = deps.database.db;
  const found = await listUsers(db, filters, { page, pageSize });
  const counts = await countBookingsThisMonth(
    db,
    found.users.map((user) => user.id),
    deps.now(),
  );
  return {
    users: found.users.map((user) => ({ ...user, bookingsThisMonth: counts.get(user.id) ?? 0 })),
    total: found.total,
    page,
    pageSize,
  };
}

/** GET /api/admin/users/{id}: profile, DPA, bookings counts, live sessions and the last audit entries. */
export async function getUserForAdmin(
  deps: AppDeps,
  userId: string,
): Promise<Omit<TAdminUserDetail, 'success'>> {
  const db = deps.database.db;
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);
  const now = deps.now();
  const [dpa, bookings, sessions, audit] = await Promise.all([
    signedDpaSummary(db, user.id),
    countProviderBookings(db, user.id, now),
    listLiveSessions(db, user.id, now),
    listAuditEntriesAbout(db, { type: 'user', id: user.id }, USER_PAGE_AUDIT_ENTRIES),
  ]);
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      status: accountStatusOf(user),
      emailVerified: user.emailVerifiedAt !== null,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      suspendedAt: user.suspendedAt?.toISOString() ?? null,
      deletedAt: user.deletedAt?.toISOString() ?? null,
      nom: user.nom,
      siret: user.siret,
      adresse: user.adresse,
      telephone: user.telephone,
    },
    dpa: {
      signed: dpa !== null,
      id: dpa?.id ?? null,
      numeroContrat: dpa?.numeroContrat ?? null,
      signedAt: dpa?.signedAt ?? null,
      pdfUrl: dpa ? adminDpaPdfPath(user.id, dpa.id) : null,
    },
    bookings,
    sessions: sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      ip: session.ip,
      userAgent: session.userAgent,
      rememberMe: session.rememberMe,
      impersonatedBy: session.impersonator,
    })),
    audit,
  };
}
