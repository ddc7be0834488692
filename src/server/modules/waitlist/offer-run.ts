import { WAITLIST_OFFER_GAP_HOURS } from '../../../shared/schemas/waitlist';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findFreeSlots, type TOfferedSlot } from '../availability/api';
import { getProviderProfile, publicSnapshot } from '../providers/api';
import { sendOffer } from './offer-email';
import { entryPeriod, offerDays, pickSlot, slotKey } from './offer-pick';
import { listOfferCandidates, type TOfferCandidate } from './offer-queries';

const HOUR_MS = 3_600_000;

/** The freed range as the job carries it: ISO instants, or null for the whole horizon. */
export type TFreedRangeData = { providerId: string; from: string | null; to: string | null };

/**
 * The `waitlist.offer` run (ADR 0060): each entry whose window meets the freed days, in the order
 * the clients joined, is e-mailed the earliest slot the public page offers now within its window
 * and those days — at most WAITLIST_OFFERS_PER_SLOT entries a slot, one offer an entry per
 * WAITLIST_OFFER_GAP_HOURS. Nothing while the provider's waitlist is off or the page takes no
 * booking (no DPA, account suspended, quota spent). A slot retaken since it was freed is simply not
 * free any more. Returns how many offers went out.
 */
export async function offerFreedSlots(deps: AppDeps, data: TFreedRangeData): Promise<number> {
  const now = deps.now();
  const db = deps.database.db;
  const snapshot = await snapshotOf(deps, data.providerId, now);
  if (!snapshot) return 0;
  const { rules, bookingOpen, quotaLeft } = snapshot;
  if (!rules.settings.waitlistEnabled || !bookingOpen || !quotaLeft) return 0;
  const days = offerDays(rules.timezone, rules.settings.maxAdvanceDays, data, now);
  if (!days) return 0;
  const offeredBefore = new Date(now.getTime() - WAITLIST_OFFER_GAP_HOURS * HOUR_MS);
  const entries = await listOfferCandidates(db, data.providerId, { ...days, offeredBefore });
  if (entries.length === 0) return 0;
  const profile = await getProviderProfile(db, data.providerId);
  if (!profile) return 0;
  const provider = {
    id: data.providerId,
    slug: profile.slug,
    displayName: profile.displayName,
    timezone: rules.timezone,
  };
  // Entries of one service over the same days share one engine run.
  const slotsByPeriod = new Map<string, Promise<TOfferedSlot[]>>();
  const offered = new Map<string, number>();
  let sent = 0;
  for (const entry of entries) {
    const service = rules.services.find((s) => s.id === entry.serviceId);
    const period = entryPeriod(entry, days);
    const before = alertLimit(entry, now);
    if (!service || !period || before === undefined) continue;
    const key = `${service.id}|${period.from}|${period.to}`;
    let slots = slotsByPeriod.get(key);
    if (!slots) {
      slots = findFreeSlots(db, rules, { serviceId: service.id, ...period, now }).then((r) => r.slots);
      slotsByPeriod.set(key, slots);
    }
    const slot = pickSlot(service.id, await slots, offered, before);
    if (!slot) continue;
    const offer = { entry, provider, service, start: slot.start };
    if (!(await sendOffer(deps, offer, now, offeredBefore))) continue;
    const taken = slotKey(service.id, slot.start);
    offered.set(taken, (offered.get(taken) ?? 0) + 1);
    sent++;
  }
  return sent;
}

/** The provider's public rules and state; null once the provider is gone (nothing to offer). */
async function snapshotOf(deps: AppDeps, providerId: string, now: Date) {
  try {
    return await publicSnapshot(deps.database, providerId, now);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

/**
 * null: any slot of the window. For a « plus tôt » alert, its booking's start (only earlier slots
 * are offered), or undefined while that booking is not an upcoming confirmed one (nothing to move).
 */
function alertLimit(entry: TOfferCandidate, now: Date): Date | null | undefined {
  if (!entry.bookingId) return null;
  const booking = entry.booking;
  if (booking?.status !== 'confirmed' || booking.startAt <= now) return undefined;
  return booking.startAt;
}
