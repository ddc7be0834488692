import userEvent from '@testing-library/user-event';
import type { TUser } from '../../shared/schemas/auth';
import type { TBooking } from '../../shared/schemas/booking';
import { NO_PAYMENT } from '../../shared/schemas/booking-payments';
import type { TRetentionPreview } from '../../shared/schemas/gdpr';
import type { TProviderProfile, TService, TSettings } from '../../shared/schemas/provider-setup';
import { DEFAULT_SETTINGS } from '../../shared/schemas/provider-setup';
import { SERVICE_OPTION_DEFAULTS } from '../../shared/schemas/service-options';
import { balanceFixture } from '../lib/billing/billing-fixtures.test-support';
import { createUser, seedSession } from './factories';
import { stubFetch, type THandler } from './fetch-stub';
import { renderApp } from './render-app';

/** Test data for the dashboard features' web tests (never imported by the app). */

let sequence = 0;

export function createBooking(overrides: Partial<TBooking> = {}): TBooking {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    providerId: '00000000-0000-4000-8000-000000000001',
    serviceId: '20000000-0000-4000-8000-000000000001',
    serviceName: 'Coupe femme',
    durationMinutes: 30,
    priceCents: 4500,
    start: '2026-11-26T09:30:00.000Z',
    end: '2026-11-26T10:00:00.000Z',
    timezone: 'Europe/Paris',
    status: 'confirmed',
    client: { name: 'Jeanne Dupont', email: 'jeanne@example.fr', phone: '06 12 34 56 78' },
    note: '',
    answers: [],
    location: { type: 'in_person', clientAddress: '', videoUrl: null },
    seriesId: null,
    source: 'public',
    cancellationReason: null,
    cancelledBy: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function createService(overrides: Partial<TService> = {}): TService {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    name: 'Coupe femme',
    description: '',
    durationMinutes: 30,
    priceCents: 4500,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    active: true,
    ...SERVICE_OPTION_DEFAULTS,
    payment: NO_PAYMENT,
    createdAt: '2026-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export function settingsBody(overrides: Partial<TSettings> = {}) {
  return { body: { success: true, settings: { ...DEFAULT_SETTINGS, ...overrides } } };
}

export function profileBody(timezone = 'Europe/Paris', overrides: Partial<TProviderProfile> = {}) {
  return {
    body: {
      success: true,
      profile: {
        providerId: PROVIDER_ID,
        displayName: 'Salon Camille',
        description: '',
        address: '',
        phone: '',
        timezone,
        slug: null,
        ...overrides,
      },
    },
  };
}

/** GET /api/gdpr/retention: by default the duration was chosen and no purge is near. */
export function retentionBody(overrides: Partial<TRetentionPreview> = {}) {
  return {
    body: {
      success: true,
      retentionDays: 30,
      nextRunAt: '2026-11-27T02:17:00.000Z',
      due: [],
      chosen: true,
      firstPurge: null,
      ...overrides,
    },
  };
}

export const PROVIDER_ID = '00000000-0000-4000-8000-0000000000aa';

/** A signed-in provider and the API answers every dashboard screen needs; `handlers` add or override. */
export function stubProviderApi(
  handlers: Record<string, THandler> = {},
  user: TUser = createUser({ id: PROVIDER_ID }),
) {
  seedSession(user);
  return stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user } },
    'GET /api/auth/profile': { body: { success: true, user } },
    'GET /api/settings': settingsBody(),
    'GET /api/provider/profile': profileBody(),
    // The overview's checklist (issue 15): a new provider, no service, no hours.
    'GET /api/services': { body: { success: true, services: [] } },
    'GET /api/availability': { body: { success: true, timezone: 'Europe/Paris', weekly: [] } },
    // The overview's retention question and first-purge notice (ADR 0039, item 9): answered, nothing due.
    'GET /api/gdpr/retention': retentionBody(),
    // The header's quota meter (ADR 0036) asks on every dashboard screen.
    'GET /api/billing/balance': { body: { success: true, balance: balanceFixture() } },
    // The overview's last cancellations and waitlist (issue 37): none, nobody waiting.
    'GET /api/overview': {
      body: { success: true, cancellations: [], waitlist: { waiting: 0, offered: [], lastClaimed: null } },
    },
    ...handlers,
  });
}

export { LOAD } from './load';

/** Open Monday to Saturday, 09:00–12:30 and 14:00–18:00; closed on Sundays. */
export const WEEKDAY_HOURS = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, start: '09:00', end: '12:30' },
  { weekday, start: '14:00', end: '18:00' },
]);

/** The agenda of a provider whose visible bookings are `bookings`, open WEEKDAY_HOURS, no exception. */
export function openAgenda(
  bookings: TBooking[],
  settings: Partial<TSettings> = {},
  handlers: Record<string, THandler> = {},
) {
  const api = stubProviderApi({
    'GET /api/settings': settingsBody(settings),
    'GET /api/bookings': { body: { success: true, bookings } },
    'GET /api/availability': { body: { success: true, timezone: 'Europe/Paris', weekly: WEEKDAY_HOURS } },
    'GET /api/availability/overrides': { body: { success: true, overrides: [] } },
    ...handlers,
  });
  renderApp('/dashboard/agenda');
  return { api, ui: userEvent.setup() };
}
