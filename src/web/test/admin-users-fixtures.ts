import type { TAdminUserDetail } from '../../shared/schemas/admin-users';

export const DETAIL_ADMIN = { id: '8d0e2f4a-1b3c-4d5e-8f6a-7b8c9d0e1f2a', email: 'admin@creneau.fr' };

type TDetailUser = { id: string; name: string; email: string; status?: 'active' | 'suspended' };

/** What GET /api/admin/users/{id} answers for a provider, with one session and, once suspended, its audit entry. */
export function userDetail(who: TDetailUser): { success: true } & TAdminUserDetail {
  const { id: ID, status = 'active' } = who;
  return {
    success: true,
    user: {
      id: ID,
      name: who.name,
      email: who.email,
      role: 'client',
      status,
      emailVerified: false,
      createdAt: '2026-03-02T09:00:00.000Z',
      lastLoginAt: '2026-06-09T07:15:00.000Z',
      suspendedAt: status === 'suspended' ? '2026-06-10T08:00:00.000Z' : null,
      deletedAt: null,
      nom: 'Salon Camille',
      siret: '73282932000074',
      adresse: '3 rue des Lilas, 75011 Paris',
      telephone: '01 23 45 67 89',
    },
    dpa: {
      signed: true,
      id: 'd1',
      numeroContrat: 'CRN-DPA-2026-000042',
      signedAt: '2026-03-03T10:00:00.000Z',
      pdfUrl: `/api/admin/users/${ID}/dpa/d1/pdf`,
    },
    bookings: { total: 42, thisMonth: 7, upcoming: 3 },
    sessions: [
      {
        id: 's1',
        createdAt: '2026-06-09T07:15:00.000Z',
        expiresAt: '2026-06-09T19:15:00.000Z',
        ip: '203.0.113.7',
        userAgent: 'Firefox 140',
        rememberMe: false,
        impersonatedBy: null,
      },
    ],
    audit:
      status === 'suspended'
        ? [
            {
              id: 'a1',
              at: '2026-06-10T08:00:00.000Z',
              actor: DETAIL_ADMIN,
              action: 'user.suspend',
              target: { type: 'user', id: ID, label: who.email },
              changes: { status: { before: 'active', after: 'suspended' } },
              reason: 'Fraude signalée',
              impersonationId: null,
            },
          ]
        : [],
  };
}
