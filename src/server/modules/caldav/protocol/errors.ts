import type { OutboundError } from '../../../outbound/outbound-error';

/**
 * Why a CalDAV call failed, for the sync to decide: 'auth' and 'not-caldav' need the provider,
 * 'unreachable' and 'server' are worth retrying later, 'conflict' means re-reading the object.
 */
export type TCaldavErrorKind = 'auth' | 'unreachable' | 'not-caldav' | 'conflict' | 'server';

/** Short French sentences a provider may read on the calendar settings screen. */
export const CALDAV_MESSAGES = {
  auth: 'Le serveur a refusé l’identifiant ou le mot de passe.',
  notCaldav: 'Cette adresse ne répond pas comme un serveur CalDAV.',
  noCalendarHome: 'Aucun espace de calendriers n’a été trouvé pour ce compte à cette adresse.',
  conflict: 'L’événement a été modifié sur le serveur entre-temps.',
  server: (status: number) => `Le serveur de calendrier a répondu par une erreur (${status}).`,
} as const;

export class CaldavError extends Error {
  readonly status?: number;

  constructor(
    readonly kind: TCaldavErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'CaldavError';
    if (options.status !== undefined) this.status = options.status;
  }
}

/** The error for an HTTP status the caller did not expect. */
export function statusError(status: number): CaldavError {
  if (status === 401 || status === 403) return new CaldavError('auth', CALDAV_MESSAGES.auth, { status });
  return new CaldavError('server', CALDAV_MESSAGES.server(status), { status });
}

/**
 * The gateway's failures keep their own French message (a forbidden address, a timeout, a refused
 * connection say more than a generic sentence); an answer too large or redirected too often is the
 * server's doing.
 */
export function fromOutboundError(err: OutboundError): CaldavError {
  const kind = err.kind === 'too-large' || err.kind === 'redirect' ? 'server' : 'unreachable';
  return new CaldavError(kind, err.message, { cause: err });
}

export function notCaldav(): CaldavError {
  return new CaldavError('not-caldav', CALDAV_MESSAGES.notCaldav);
}
