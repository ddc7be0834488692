import { vi } from 'vitest';
import type { TBooking, TPublicProvider, TSlot } from '../../../../shared/schemas/booking';
import type { TManagedBooking } from '../../../../shared/schemas/booking-responses';

/** Friday 20 November 2026, 10:00 in Paris: the booking tests' "now". */
export const NOW = new Date('2026-11-20T09:00:00.000Z');

/** Only Date is faked: Testing Library and user-event keep their real timers. */
export function freezeNow(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}

export const PROVIDER_ID = '0b6c1a6e-5d0e-4a8f-9a57-3c1f2d9e7a10';
export const SERVICE_ID = '7f1d2c3b-4a5e-4f60-8b71-9c2d3e4f5a61';
export const OTHER_SERVICE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const BOOKING_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
export const TOKEN = 'jeton-de-gestion-256-bits';

/** A one-client service at the office, no questions: what every service was before issue 32. */
const SERVICE_OPTIONS = {
  capacity: 1,
  phoneRequired: false,
  questions: [],
  location: { type: 'in_person' as const },
  payment: { mode: 'none' as const },
  paymentTerms: '',
};

export const provider: TPublicProvider = {
  id: PROVIDER_ID,
  slug: null,
  displayName: 'Salon Camille',
  description: 'Coiffure et soins, sur rendez-vous.',
  address: '12 rue des Lilas, 69003 Lyon',
  phone: '04 72 00 00 00',
  timezone: 'Europe/Paris',
  logoUrl: null,
  brandColor: null,
  bookingOpen: true,
  quotaExhausted: false,
  contactEmail: null,
  waitlistEnabled: true,
  smsReminders: false,
  services: [
    {
      id: SERVICE_ID,
      name: 'Coupe femme',
      description: '',
      durationMinutes: 45,
      priceCents: 3500,
      ...SERVICE_OPTIONS,
    },
    {
      id: OTHER_SERVICE_ID,
      name: 'Couleur',
      description: 'Avec soin.',
      durationMinutes: 90,
      priceCents: 6000,
      ...SERVICE_OPTIONS,
    },
  ],
  rules: { minNoticeMinutes: 120, maxAdvanceDays: 40, slotStepMinutes: 15, cancellationNoticeHours: 24 },
};

/** Tuesday 24 (10:30 and 11:15 in Paris) and Thursday 26 November (14:00). */
export const SLOTS: Record<string, TSlot[]> = {
  '2026-11-24': [
    { start: '2026-11-24T09:30:00.000Z', end: '2026-11-24T10:15:00.000Z', remaining: 1 },
    { start: '2026-11-24T10:15:00.000Z', end: '2026-11-24T11:00:00.000Z', remaining: 1 },
  ],
  '2026-11-26': [{ start: '2026-11-26T13:00:00.000Z', end: '2026-11-26T13:45:00.000Z', remaining: 1 }],
};

export function daysReply(month: string, available: readonly string[] = Object.keys(SLOTS)) {
  const count = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const days = Array.from({ length: count }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return { date, available: available.includes(date) };
  });
  return { body: { success: true, timezone: 'Europe/Paris', days } };
}

/** The Paris day a slots request asks for, from its `from` bound. */
export function requestedDay(url: string): string {
  const from = new URL(url, 'http://localhost').searchParams.get('from') ?? '';
  return new Date(Date.parse(from) + 12 * 3_600_000).toISOString().slice(0, 10);
}

export function booking(overrides: Partial<TBooking> = {}): TBooking {
  return {
    id: BOOKING_ID,
    providerId: PROVIDER_ID,
    serviceId: SERVICE_ID,
    serviceName: 'Coupe femme',
    durationMinutes: 45,
    priceCents: 3500,
    start: '2026-11-24T09:30:00.000Z',
    end: '2026-11-24T10:15:00.000Z',
    timezone: 'Europe/Paris',
    status: 'confirmed',
    client: { name: 'Léa Martin', email: 'lea@example.fr', phone: '06 12 34 56 78' },
    note: '',
    answers: [],
    location: { type: 'in_person', clientAddress: '', videoUrl: null },
    seriesId: null,
    source: 'public',
    cancellationReason: null,
    cancelledBy: null,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...overrides,
  };
}

export function managed(overrides: Partial<TManagedBooking> = {}): TManagedBooking {
  return {
    success: true,
    booking: booking(),
    provider: {
      id: PROVIDER_ID,
      displayName: provider.displayName,
      address: provider.address,
      phone: provider.phone,
      timezone: 'Europe/Paris',
      waitlistEnabled: true,
    },
    canCancel: true,
    waitlist: null,
    cancellationDeadline: '2026-11-23T09:30:00.000Z',
    manageUrl: `http://localhost:3000/booking/${PROVIDER_ID}/${TOKEN}`,
    cancelUrl: `http://localhost:3000/cancel-booking/${BOOKING_ID}/${TOKEN}`,
    ...overrides,
  };
}
