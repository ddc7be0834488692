import type { IncomingHttpHeaders } from 'node:http';
import type { TGuardConfig } from './guard';
import { outboundRequest, type TOutboundRequest } from './request';

type TFetchLimits = Pick<TOutboundRequest, 'destination' | 'maxResponseBytes' | 'timeoutMs'>;

/** Statuses whose Response may not carry a body (the constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

function toHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) result.append(name, one);
  }
  return result;
}

/**
 * The gateway in the shape of `fetch`, for an SDK that takes one (Stripe's
 * createFetchHttpClient): the request goes through outboundRequest with these limits, and the
 * whole answer, already read, comes back as a Response.
 */
export function outboundFetch(config: TGuardConfig, limits: TFetchLimits): typeof fetch {
  return async (input, init = {}) => {
    if (typeof input !== 'string' && !(input instanceof URL)) {
      throw new TypeError('outboundFetch : une URL est attendue, pas une Request');
    }
    if (init.body != null && typeof init.body !== 'string') {
      throw new TypeError('outboundFetch : seul un corps texte est pris en charge');
    }
    const response = await outboundRequest(config, {
      ...limits,
      url: String(input),
      method: init.method,
      headers: Object.fromEntries(new Headers(init.headers)),
      body: init.body ?? undefined,
      signal: init.signal ?? undefined,
    });
    return new Response(NULL_BODY.has(response.status) ? null : response.body, {
      status: response.status,
      headers: toHeaders(response.headers),
    });
  };
}
