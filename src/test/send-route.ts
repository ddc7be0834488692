import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TRouteRequest } from './route-requests';
import type { TRouteWorld } from './route-world';

export function urlOf(request: Pick<TRouteRequest, 'path' | 'query'>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    for (const one of [value].flat()) search.append(name, one);
  }
  const query = search.toString();
  return query ? `${request.path}?${query}` : request.path;
}

export type TCaller = {
  /** A session token (then no CSRF pair is needed). */
  token?: string;
  /** The peer address, so per-IP limits never stop a run. */
  ip?: string;
  /** Sent as is with content-type application/json instead of `request.body`. */
  rawBody?: string;
};

/** Sends one request of the route table: with the caller's token, or as a guest with the XSRF pair. */
export async function sendRoute(
  world: TRouteWorld,
  method: string,
  request: TRouteRequest,
  caller: TCaller = {},
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: urlOf(request),
    headers: { ...request.headers },
    remoteAddress: caller.ip,
  };
  if (caller.token) options.headers = { ...options.headers, authorization: `Bearer ${caller.token}` };
  else if (method !== 'GET') {
    options.cookies = world.csrf.cookie;
    options.headers = { ...options.headers, ...world.csrf.header };
  }
  if (caller.rawBody !== undefined) {
    options.payload = caller.rawBody;
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  } else if (request.body !== undefined) {
    options.payload = request.body as InjectOptions['payload'];
  }
  return world.t.app.inject(options);
}
