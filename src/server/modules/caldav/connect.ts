import { count, eq } from 'drizzle-orm';
import {
  CALENDAR_SYNC_LIMITS,
  type TCalendarConnection,
  type TConnectCalendar,
} from '../../../shared/schemas/caldav';
import { PG, pgErrorCode } from '../../db/pg-errors';
import { calendarConnections, calendarSyncCalendars } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimits } from '../../http/rate-limit';
import { checkOutboundUrl } from '../../outbound/guard';
import { OutboundError } from '../../outbound/outbound-error';
import { discover } from './protocol/discovery';
import { CaldavError } from './protocol/errors';
import { toConnectionDto } from './queries';
import { encryptPassword } from './secret-box';

export const CONNECT_MESSAGES = {
  httpsOnly: 'L’adresse du serveur doit commencer par https://',
  tooMany: `Vous avez déjà ${CALENDAR_SYNC_LIMITS.connections} comptes d’agenda connectés : déconnectez-en un d’abord.`,
  duplicate: 'Ce compte d’agenda est déjà connecté.',
  unreachable: 'Le serveur de calendrier ne répond pas. Vérifiez l’adresse et réessayez.',
} as const;

/** Discoveries per provider: each one calls a server the provider named, with a password. */
const DISCOVERY_RATE = { limit: 10, windowSeconds: 10 * 60 };

/**
 * The server address as typed, made a URL: trimmed, `https://` before a bare host, plain http
 * refused (the app password would travel in clear) unless private addresses are allowed — a
 * self-hosted set-up or the tests, whose server sits on the same machine.
 */
export function normaliseServerUrl(raw: string, allowHttp: boolean): string {
  const trimmed = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (/^http:\/\//i.test(withScheme) && !allowHttp) {
    throw new AppError('VALIDATION', CONNECT_MESSAGES.httpsOnly, { field: 'serverUrl' });
  }
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new AppError('VALIDATION', 'Adresse du serveur invalide', { field: 'serverUrl' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AppError('VALIDATION', CONNECT_MESSAGES.httpsOnly, { field: 'serverUrl' });
  }
  return url.href;
}

/** A CalDAV failure as the connection form shows it: 422 with a code the screen reacts to. */
export function caldavRefusal(error: CaldavError): AppError {
  if (error.kind === 'auth') return new AppError('CALDAV_AUTH', error.message, { field: 'password' });
  return new AppError('CALDAV_UNREACHABLE', error.message || CONNECT_MESSAGES.unreachable, {
    field: 'serverUrl',
  });
}

/**
 * POST /api/calendar-sync: finds the account's calendars on the server (nothing is saved when the
 * server refuses or does not answer), then saves in one transaction the connection, its calendars
 * (all checked for conflicts, none written) and its first sync.
 */
export async function connectCalendar(
  deps: AppDeps,
  providerId: string,
  input: TConnectCalendar,
): Promise<TCalendarConnection> {
  const { db } = deps.database;
  const serverUrl = normaliseServerUrl(input.serverUrl, deps.config.OUTBOUND_ALLOW_PRIVATE);
  const [existing] = await db
    .select({ n: count() })
    .from(calendarConnections)
    .where(eq(calendarConnections.providerId, providerId));
  if ((existing?.n ?? 0) >= CALENDAR_SYNC_LIMITS.connections) {
    throw new AppError('CONFLICT', CONNECT_MESSAGES.tooMany);
  }
  await enforceRateLimits(db, [{ key: `caldav:discover:${providerId}`, rule: DISCOVERY_RATE }], deps.now());
  try {
    await checkOutboundUrl(deps.config, serverUrl);
  } catch (err) {
    if (err instanceof OutboundError) throw new AppError('VALIDATION', err.message, { field: 'serverUrl' });
    throw err;
  }
  const account = { serverUrl, username: input.username, password: input.password };
  const found = await discover({ gateway: deps.config, account }).catch((err: unknown) => {
    if (err instanceof CaldavError) throw caldavRefusal(err);
    throw err;
  });
  const passwordEncrypted = await encryptPassword(db, input.password);
  try {
    return await db.transaction(async (tx) => {
      const [connection] = await tx
        .insert(calendarConnections)
        .values({
          providerId,
          serverUrl,
          username: input.username,
          passwordEncrypted,
          homeUrl: found.homeUrl,
        })
        .returning();
      if (!connection) throw new Error('calendar connection insert returned nothing');
      const calendars =
        found.calendars.length === 0
          ? []
          : await tx
              .insert(calendarSyncCalendars)
              .values(
                found.calendars.map((c) => ({
                  connectionId: connection.id,
                  providerId,
                  url: c.url,
                  name: c.name,
                  color: c.color,
                  checkConflicts: true,
                })),
              )
              .onConflictDoNothing()
              .returning();
      await deps.jobs.send('caldav.sync', { connectionId: connection.id }, { tx });
      return toConnectionDto(connection, calendars);
    });
  } catch (err) {
    if (pgErrorCode(err) === PG.uniqueViolation) throw new AppError('CONFLICT', CONNECT_MESSAGES.duplicate);
    throw err;
  }
}
