import type { TWaitlistSummary } from '../../../shared/schemas/overview';
import type { TWaitlistEntry } from '../../../shared/schemas/waitlist';

const MAX_OFFERS_SHOWN = 5;

function lineOf(entry: TWaitlistEntry & { offeredAt: string }) {
  return {
    entryId: entry.id,
    clientName: entry.client.name,
    serviceId: entry.serviceId,
    offeredAt: entry.offeredAt,
  };
}

/** Where the waitlist stands for the home page: who waits, the offers out, the last one taken. */
export function summariseWaitlist(entries: readonly TWaitlistEntry[]): TWaitlistSummary {
  const newestOffer = (status: TWaitlistEntry['status']) =>
    entries
      .filter((e): e is TWaitlistEntry & { offeredAt: string } => e.status === status && e.offeredAt !== null)
      .toSorted((a, b) => b.offeredAt.localeCompare(a.offeredAt));
  return {
    waiting: entries.filter((e) => e.status === 'waiting').length,
    offered: newestOffer('offered').slice(0, MAX_OFFERS_SHOWN).map(lineOf),
    lastClaimed: newestOffer('booked').map(lineOf)[0] ?? null,
  };
}
