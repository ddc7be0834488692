import type { TWaitlistEntry } from '../../../../shared/schemas/waitlist';
import type { THandler } from '../../../test/fetch-stub';
import { createService } from '../../../test/provider-fixtures';

/** Test data for the waitlist's dashboard tests (never imported by the app). */

export const CUT = createService({ id: '20000000-0000-4000-8000-000000000001', name: 'Coupe femme' });
export const COLOUR = createService({ id: '20000000-0000-4000-8000-000000000002', name: 'Couleur' });
/** A service archived since its clients joined: GET /api/services no longer lists it. */
export const ARCHIVED_ID = '20000000-0000-4000-8000-000000000003';

let sequence = 0;

export function createEntry(overrides: Partial<TWaitlistEntry> = {}): TWaitlistEntry {
  sequence += 1;
  return {
    id: `30000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    serviceId: CUT.id,
    from: '2026-12-15',
    to: '2026-12-15',
    client: { name: 'Jeanne Dupont', email: 'jeanne@example.fr', phone: '06 12 34 56 78' },
    status: 'waiting',
    createdAt: '2026-11-20T09:00:00.000Z',
    offeredAt: null,
    bookingStart: null,
    ...overrides,
  };
}

/**
 * GET /api/waitlist over a list the test may change (a removal, a new entry): `?status` narrows
 * it as the server does.
 */
export function waitlistApi(entries: { current: TWaitlistEntry[] }): THandler {
  return ({ url }) => {
    const status = new URL(url, 'http://x').searchParams.get('status');
    const listed = entries.current.filter((entry) => !status || entry.status === status);
    return { body: { success: true, entries: listed } };
  };
}
