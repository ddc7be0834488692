import { DateTime } from 'luxon';
import type { TSettings } from '../../../shared/schemas/provider-setup';
import type { TDbExecutor } from '../../db/executor';
import { together } from '../../db/together';
import { getProviderProfile } from '../providers/api';
import { listServices, type TStoredService } from '../services/api';
import { getSettings } from '../settings/api';
import { DAY_MS } from './local-time';
import { listBusy, listOverrides, listWeekly } from './queries';
import type { TDateOverride, TInterval, TWeeklyHours } from './slot-engine';

/** Margin around the offered horizon [now, now + maxAdvanceDays]: buffers, durations, zones. */
const MARGIN_MS = 3 * DAY_MS;

/** Instants [from, to) over which a list of special days or busy ranges is complete. */
export type TCoverage = { from: number; to: number };

/**
 * What the slot engine reads about one provider apart from their bookings, as of a moment: the
 * public services (active, not archived), the booking rules, the weekly hours, and the special
 * days over `covers`, the whole horizon a visitor can be offered around that moment.
 */
export type TProviderRules = {
  providerId: string;
  timezone: string;
  services: TStoredService[];
  settings: TSettings;
  weekly: TWeeklyHours[];
  overrides: TDateOverride[];
  covers: TCoverage;
};

/** The rules with the busy ranges; `covers` is where both lists are complete. */
export type TSlotRules = TProviderRules & { busy: TInterval[] };

function horizonOf(settings: TSettings, at: Date): TCoverage {
  return { from: at.getTime() - MARGIN_MS, to: at.getTime() + settings.maxAdvanceDays * DAY_MS + MARGIN_MS };
}

/**
 * The provider's rules as of `at`, or null when there is no such provider. In a transaction the
 * independent reads go out together on its one connection (pipelined, ADR 0045); on the pool they
 * may each take a connection for the length of one read.
 */
export async function loadProviderRules(
  db: TDbExecutor,
  providerId: string,
  at: Date,
): Promise<TProviderRules | null> {
  // The reads that need no other's answer in one round trip (ADR 0045); the overrides' dates
  // need the zone and the horizon.
  const [profile, settings, services, weekly] = await together([
    getProviderProfile(db, providerId),
    getSettings(db, providerId),
    listServices(db, providerId, { activeOnly: true }),
    listWeekly(db, providerId),
  ]);
  if (!profile) return null;
  const covers = horizonOf(settings, at);
  const localDate = (ms: number) =>
    DateTime.fromMillis(ms, { zone: profile.timezone }).toISODate() ?? undefined;
  const overrides = await listOverrides(db, providerId, {
    fromDate: localDate(covers.from),
    toDate: localDate(covers.to),
  });
  return {
    providerId,
    timezone: profile.timezone,
    services,
    settings,
    weekly,
    overrides: overrides.map(({ date, ranges }) => ({ date, ranges })),
    covers,
  };
}

/** The busy ranges of the provider's active bookings over the horizon of `rules` as of `at`. */
export async function loadBusyRanges(
  db: TDbExecutor,
  rules: TProviderRules,
  at: Date,
): Promise<{ busy: TInterval[]; covers: TCoverage }> {
  const covers = horizonOf(rules.settings, at);
  const busy = await listBusy(db, rules.providerId, new Date(covers.from), new Date(covers.to));
  return { busy, covers };
}

/** The rules and the busy ranges together, complete where both are. */
export function withBusy(
  rules: TProviderRules,
  ranges: { busy: TInterval[]; covers: TCoverage },
): TSlotRules {
  return {
    ...rules,
    busy: ranges.busy,
    covers: {
      from: Math.max(rules.covers.from, ranges.covers.from),
      to: Math.min(rules.covers.to, ranges.covers.to),
    },
  };
}
