import type { TGuardConfig } from '../../../outbound/guard';
import { OutboundError } from '../../../outbound/outbound-error';
import { outboundRequest, type TOutboundResponse } from '../../../outbound/request';
import { fromOutboundError, notCaldav, statusError } from './errors';
import { parseMultistatus, type TMultistatus } from './multistatus';

export type TCaldavAccount = { serverUrl: string; username: string; password: string };

export type TCaldavContext = {
  gateway: TGuardConfig;
  account: TCaldavAccount;
  /** Each call's bound; 15 s unless a test asks for less. */
  timeoutMs?: number;
};

export const CALL_TIMEOUT_MS = 15_000;
export const SMALL_ANSWER_BYTES = 1024 * 1024;
/** Multiget and calendar-query answers carry many events. */
export const LARGE_ANSWER_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export type TCaldavRequest = {
  method: 'PROPFIND' | 'REPORT' | 'GET' | 'PUT' | 'DELETE';
  url: string;
  depth?: '0' | '1';
  /** An XML body (PROPFIND, REPORT). */
  xml?: string;
  body?: string;
  headers?: Record<string, string>;
  maxResponseBytes?: number;
};

function basicAuth({ username, password }: TCaldavAccount): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

/** One authenticated call through the gateway; the gateway's failures become CaldavErrors. */
export async function caldavRequest(
  ctx: TCaldavContext,
  request: TCaldavRequest,
): Promise<TOutboundResponse> {
  const headers: Record<string, string> = { authorization: basicAuth(ctx.account), ...request.headers };
  if (request.depth) headers.depth = request.depth;
  if (request.xml !== undefined) headers['content-type'] = 'application/xml; charset=utf-8';
  try {
    return await outboundRequest(ctx.gateway, {
      destination: 'user-url',
      url: request.url,
      method: request.method,
      headers,
      body: request.xml ?? request.body,
      timeoutMs: ctx.timeoutMs ?? CALL_TIMEOUT_MS,
      maxResponseBytes: request.maxResponseBytes ?? SMALL_ANSWER_BYTES,
      maxRedirects: MAX_REDIRECTS,
    });
  } catch (err) {
    if (err instanceof OutboundError) throw fromOutboundError(err);
    throw err;
  }
}

/** A 207 read as a multistatus; any other status is an error, any other body 'not-caldav'. */
export function expectMultistatus(response: TOutboundResponse): TMultistatus {
  if (response.status !== 207) {
    if (response.status >= 200 && response.status < 300) throw notCaldav();
    throw statusError(response.status);
  }
  const multistatus = parseMultistatus(response.body.toString('utf8'), response.url);
  if (!multistatus) throw notCaldav();
  return multistatus;
}

/** `<?xml …?>` and the namespaces every body here uses. */
export function xmlBody(rootName: string, inner: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<${rootName} xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" ` +
    `xmlns:CS="http://calendarserver.org/ns/" xmlns:I="http://apple.com/ns/ical/">${inner}</${rootName}>`
  );
}
