import { caldavRequest, type TCaldavContext } from './client';
import { CALDAV_MESSAGES, CaldavError, statusError } from './errors';

function etagHeader(headers: Record<string, string | string[] | undefined>): string | null {
  const etag = headers.etag;
  return typeof etag === 'string' && etag ? etag : null;
}

const conflict = (status: number) => new CaldavError('conflict', CALDAV_MESSAGES.conflict, { status });

/** One object as stored; null when it is gone. */
export async function getObject(
  ctx: TCaldavContext,
  objectUrl: string,
): Promise<{ etag: string | null; data: string } | null> {
  const response = await caldavRequest(ctx, { method: 'GET', url: objectUrl });
  if (response.status === 404 || response.status === 410) return null;
  if (response.status !== 200) throw statusError(response.status);
  return { etag: etagHeader(response.headers), data: response.body.toString('utf8') };
}

/**
 * Writes an object only if nobody changed it since it was read (If-Match), or only if it does not
 * exist yet (If-None-Match: *): a provider's edit on the server is never overwritten silently.
 * The ETag returned is null when the server transformed the object and sends none: the caller
 * then reads it again.
 */
export async function putObject(
  ctx: TCaldavContext,
  objectUrl: string,
  ics: string,
  precondition: { create: true } | { etag: string | null },
): Promise<{ etag: string | null }> {
  const headers: Record<string, string> = { 'content-type': 'text/calendar; charset=utf-8' };
  if ('create' in precondition) headers['if-none-match'] = '*';
  else if (precondition.etag) headers['if-match'] = precondition.etag;
  const response = await caldavRequest(ctx, { method: 'PUT', url: objectUrl, body: ics, headers });
  if (response.status === 412) throw conflict(412);
  if (response.status < 200 || response.status >= 300) throw statusError(response.status);
  return { etag: etagHeader(response.headers) };
}

/** Deletes an object (only that version when an ETag is given); one already gone is done. */
export async function deleteObject(
  ctx: TCaldavContext,
  objectUrl: string,
  etag: string | null,
): Promise<void> {
  const headers: Record<string, string> = etag ? { 'if-match': etag } : {};
  const response = await caldavRequest(ctx, { method: 'DELETE', url: objectUrl, headers });
  if (response.status === 404 || response.status === 410) return;
  if (response.status === 412) throw conflict(412);
  if (response.status < 200 || response.status >= 300) throw statusError(response.status);
}
