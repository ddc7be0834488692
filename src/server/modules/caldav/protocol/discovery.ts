import { caldavRequest, expectMultistatus, type TCaldavContext, xmlBody } from './client';
import { CALDAV_MESSAGES, CaldavError } from './errors';
import { hrefProp, propOf, type TDavResponse } from './multistatus';
import { childOf, childrenOf, NS, textOf } from './xml';

export type TRemoteCalendar = {
  url: string;
  name: string;
  color: string | null;
  ctag: string | null;
  syncToken: string | null;
};

const PRINCIPAL_PROPS = '<D:prop><D:current-user-principal/><C:calendar-home-set/></D:prop>';
const HOME_PROPS = '<D:prop><C:calendar-home-set/></D:prop>';
const CALENDAR_PROPS =
  '<D:prop><D:resourcetype/><D:displayname/><I:calendar-color/><CS:getctag/><D:sync-token/>' +
  '<C:supported-calendar-component-set/></D:prop>';
const STATE_PROPS = '<D:prop><CS:getctag/><D:sync-token/></D:prop>';

/** PROPFIND depth 0, the first response of the answer (the resource itself). */
async function propfindSelf(ctx: TCaldavContext, url: string, props: string) {
  const response = await caldavRequest(ctx, {
    method: 'PROPFIND',
    url,
    depth: '0',
    xml: xmlBody('D:propfind', props),
  });
  const multistatus = expectMultistatus(response);
  return { self: multistatus.responses[0], base: response.url };
}

/** The principal and, when the same resource names it, the calendar home. */
async function findPrincipal(ctx: TCaldavContext, url: string) {
  const { self, base } = await propfindSelf(ctx, url, PRINCIPAL_PROPS);
  if (!self) return null;
  const home = hrefProp(self, NS.caldav, 'calendar-home-set', base);
  // A server URL typed as the principal itself may not report current-user-principal.
  const principal = hrefProp(self, NS.dav, 'current-user-principal', base) ?? (home ? self.url : null);
  return principal ? { principal, home } : null;
}

/**
 * RFC 6764 then RFC 5397 and RFC 4791: /.well-known/caldav (its redirect followed), else the
 * server URL itself; then the principal's calendar home; then the home's calendars. The well-known
 * step is a shortcut: whatever it answers short of a principal (404, a web page, a cross-origin
 * redirect that left the credentials behind), the server URL is asked next and its answer decides.
 */
export async function discover(
  ctx: TCaldavContext,
): Promise<{ principalUrl: string; homeUrl: string; calendars: TRemoteCalendar[] }> {
  const serverUrl = ctx.account.serverUrl;
  const wellKnown = await findPrincipal(ctx, new URL('/.well-known/caldav', serverUrl).href).catch(
    (err: unknown) => {
      if (err instanceof CaldavError && err.kind !== 'unreachable') return null;
      throw err;
    },
  );
  const found = wellKnown ?? (await findPrincipal(ctx, serverUrl));
  if (!found) throw new CaldavError('not-caldav', CALDAV_MESSAGES.noCalendarHome);
  let homeUrl = found.home;
  if (!homeUrl) {
    const { self, base } = await propfindSelf(ctx, found.principal, HOME_PROPS);
    homeUrl = self ? hrefProp(self, NS.caldav, 'calendar-home-set', base) : null;
  }
  if (!homeUrl) throw new CaldavError('not-caldav', CALDAV_MESSAGES.noCalendarHome);
  return { principalUrl: found.principal, homeUrl, calendars: await listCalendars(ctx, homeUrl) };
}

function holdsEvents(response: TDavResponse): boolean {
  const components = propOf(response, NS.caldav, 'supported-calendar-component-set');
  if (!components) return true;
  return childrenOf(components, NS.caldav, 'comp').some(
    (comp) => comp.attributes.name?.toUpperCase() === 'VEVENT',
  );
}

function lastSegment(url: string): string {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const last = segments.at(-1) ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The home's calendars that hold events, with what the sync needs to skip an unchanged one. */
export async function listCalendars(ctx: TCaldavContext, homeUrl: string): Promise<TRemoteCalendar[]> {
  const response = await caldavRequest(ctx, {
    method: 'PROPFIND',
    url: homeUrl,
    depth: '1',
    xml: xmlBody('D:propfind', CALENDAR_PROPS),
  });
  return expectMultistatus(response)
    .responses.filter((entry) => childOf(propOf(entry, NS.dav, 'resourcetype'), NS.caldav, 'calendar'))
    .filter(holdsEvents)
    .map((entry) => ({
      url: entry.url,
      name: textOf(propOf(entry, NS.dav, 'displayname')) ?? lastSegment(entry.url),
      color: textOf(propOf(entry, NS.apple, 'calendar-color')),
      ctag: textOf(propOf(entry, NS.calendarServer, 'getctag')),
      syncToken: textOf(propOf(entry, NS.dav, 'sync-token')),
    }));
}

/** The calendar's ctag and sync-token, to skip a sync when neither moved. */
export async function calendarState(
  ctx: TCaldavContext,
  calendarUrl: string,
): Promise<{ ctag: string | null; syncToken: string | null }> {
  const { self } = await propfindSelf(ctx, calendarUrl, STATE_PROPS);
  if (!self) throw new CaldavError('not-caldav', CALDAV_MESSAGES.notCaldav);
  return {
    ctag: textOf(propOf(self, NS.calendarServer, 'getctag')),
    syncToken: textOf(propOf(self, NS.dav, 'sync-token')),
  };
}
