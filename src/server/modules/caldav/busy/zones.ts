import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';

/**
 * Outlook and Exchange write Windows zone names. The IANA zone is CLDR's (windowsZones.xml), for
 * the territory of France where it has one (Martinique, Guyane, La Réunion, Mayotte).
 */
const WINDOWS_ZONES: Record<string, string> = {
  'romance standard time': 'Europe/Paris',
  'w. europe standard time': 'Europe/Berlin',
  'central europe standard time': 'Europe/Budapest',
  'central european standard time': 'Europe/Warsaw',
  'gmt standard time': 'Europe/London',
  'greenwich standard time': 'Atlantic/Reykjavik',
  'e. europe standard time': 'Europe/Chisinau',
  'fle standard time': 'Europe/Kyiv',
  'gtb standard time': 'Europe/Bucharest',
  'russian standard time': 'Europe/Moscow',
  'morocco standard time': 'Africa/Casablanca',
  'w. central africa standard time': 'Africa/Lagos',
  'sa western standard time': 'America/Martinique',
  'sa eastern standard time': 'America/Cayenne',
  'mauritius standard time': 'Indian/Reunion',
  'e. africa standard time': 'Indian/Mayotte',
  'eastern standard time': 'America/New_York',
  'pacific standard time': 'America/Los_Angeles',
  utc: 'UTC',
};

/** The IANA zone a TZID names; an unknown name is read in the provider's zone. */
export function resolveZoneName(tzid: string, providerZone: string): string {
  const name = tzid.trim();
  const windows = WINDOWS_ZONES[name.toLowerCase()];
  if (windows) return windows;
  if (IANAZone.isValidZone(name)) return name;
  // Old Mozilla and libical exports prefix the IANA name: /mozilla.org/20050126_1/Europe/Paris.
  const parts = name.split('/');
  for (const length of [3, 2]) {
    const tail = parts.slice(-length).join('/');
    if (parts.length > length && IANAZone.isValidZone(tail)) return tail;
  }
  return providerZone;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Gives every TZID that the object uses without defining it a VTIMEZONE built from the IANA
 * database, so ical.js compares, excludes and expands those times with real offsets instead of
 * treating them as floating. Must run before any time value is read (ical.js reads them lazily).
 * The transitions span the window with a year each side; earlier and later times keep the edge
 * offsets, which only matters for occurrences that cannot overlap the window.
 */
export function addMissingTimezones(
  root: ICAL.Component,
  window: { from: Date; to: Date },
  providerZone: string,
): void {
  for (const tzid of collectTzids(root)) {
    if (root.getTimeZoneByID(tzid)) continue;
    const zone = IANAZone.create(resolveZoneName(tzid, providerZone));
    root.addSubcomponent(
      buildTimezone(tzid, zone, window.from.getTime() - 366 * DAY_MS, window.to.getTime() + 366 * DAY_MS),
    );
  }
}

function collectTzids(component: ICAL.Component, found = new Set<string>()): Set<string> {
  for (const property of component.getAllProperties()) {
    const tzid = property.getParameter('tzid');
    if (typeof tzid === 'string' && tzid !== '') found.add(tzid);
  }
  for (const child of component.getAllSubcomponents()) collectTzids(child, found);
  return found;
}

function buildTimezone(tzid: string, zone: IANAZone, fromMs: number, toMs: number): ICAL.Component {
  const vtimezone = new ICAL.Component('vtimezone');
  vtimezone.addPropertyWithValue('tzid', tzid);
  const firstOffset = zone.offset(fromMs);
  // ical.js reads a time before the first change as UTC: open with a change long before.
  vtimezone.addSubcomponent(buildChange(Date.UTC(1900, 0, 1), firstOffset, firstOffset));
  let offset = firstOffset;
  for (let day = fromMs + DAY_MS; day <= toMs; day += DAY_MS) {
    const next = zone.offset(day);
    if (next === offset) continue;
    vtimezone.addSubcomponent(buildChange(findChange(zone, day - DAY_MS, day), offset, next));
    offset = next;
  }
  return vtimezone;
}

/** The first minute of (before, after] at which the zone has the offset it has at `after`. */
function findChange(zone: IANAZone, before: number, after: number): number {
  let low = before;
  let high = after;
  const target = zone.offset(after);
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (zone.offset(middle) === target) high = middle;
    else low = middle;
  }
  return high;
}

/** A STANDARD or DAYLIGHT block starting at `atMs` (UTC), written in the offset it leaves. */
function buildChange(atMs: number, fromMinutes: number, toMinutes: number): ICAL.Component {
  const change = new ICAL.Component(toMinutes > fromMinutes ? 'daylight' : 'standard');
  const local = new Date(atMs + fromMinutes * MINUTE_MS);
  change.addPropertyWithValue(
    'dtstart',
    ICAL.Time.fromData({
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: 0,
    }),
  );
  change.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(fromMinutes * 60));
  change.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(toMinutes * 60));
  return change;
}

/**
 * The instant of an ical.js time. Dates and floating times are wall times in the provider's zone;
 * UTC times and times whose zone has a VTIMEZONE (the object's or ours) carry their own offset.
 */
export function toInstant(time: ICAL.Time, providerZone: string): Date {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone) {
    const { year, month, day } = time;
    const [hour, minute, second] = time.isDate ? [0, 0, 0] : [time.hour, time.minute, time.second];
    return DateTime.fromObject({ year, month, day, hour, minute, second }, { zone: providerZone }).toJSDate();
  }
  return time.toJSDate();
}
