import type { TClientDetails, TClientSummary } from '../../../shared/schemas/clients';

/** Test data of the clients feature's web tests (never imported by the app). */

export const JEANNE: TClientSummary = {
  key: '3f1c0b6a9d2e4f5081a7c3d9e0b4f6a2',
  name: 'Jeanne Dupont',
  email: 'jeanne.dupont-et-famille@example.fr',
  phone: '06 12 34 56 78',
  visits: 3,
  lastVisit: '2026-11-12T09:30:00.000Z',
  nextVisit: '2026-12-03T13:00:00.000Z',
};

export const PAUL: TClientSummary = {
  key: '8e2d4c6b0a1f3e5d7c9b2a4f6e8d0c1b',
  name: 'Paul Martin',
  email: '',
  phone: '0601020304',
  visits: 1,
  lastVisit: null,
  nextVisit: '2026-11-30T08:00:00.000Z',
};

/** Paul's page: a past visit, a missed one and one to come, and the provider's note. */
export function paulDetails(overrides: Partial<TClientDetails> = {}): TClientDetails {
  return {
    ...PAUL,
    lastVisit: '2026-10-02T08:00:00.000Z',
    nextVisit: '2099-11-30T08:00:00.000Z',
    bookings: [
      {
        id: 'b1',
        start: '2026-10-02T08:00:00.000Z',
        end: '2026-10-02T08:30:00.000Z',
        serviceName: 'Coupe',
        status: 'completed',
        answers: [
          { questionId: 'q1', label: 'Allergies', type: 'text', value: '<b>x</b>' },
          { questionId: 'q2', label: 'Première visite', type: 'checkbox', value: false },
        ],
      },
      {
        id: 'b2',
        start: '2026-10-20T08:00:00.000Z',
        end: '2026-10-20T08:30:00.000Z',
        serviceName: 'Coupe',
        status: 'no_show',
        answers: [],
      },
      {
        id: 'b3',
        start: '2099-11-30T08:00:00.000Z',
        end: '2099-11-30T08:30:00.000Z',
        serviceName: 'Couleur',
        status: 'confirmed',
        answers: [],
      },
    ],
    note: 'Préfère le matin',
    noteUpdatedAt: '2026-10-02T09:00:00.000Z',
    ...overrides,
  };
}

/** A page of the list as the server answers it. */
export function clientsPage(clients: TClientSummary[], total = clients.length) {
  return { body: { success: true, clients, total } };
}
