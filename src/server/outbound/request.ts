import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import {
  guardedLookup,
  isGuarded,
  parseOutboundUrl,
  type TGuardConfig,
  type TOutboundDestination,
} from './guard';
import { OUTBOUND_MESSAGES, OutboundError } from './outbound-error';

export const CONNECT_TIMEOUT_MS = 5_000;
/** The most a call may take, redirects and body included; a caller may only ask for less. */
export const CALL_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;
export const MAX_REDIRECTS = 3;

export type TOutboundRequest = {
  destination: TOutboundDestination;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Whole call, at most CALL_TIMEOUT_MS. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  /**
   * Past maxResponseBytes: 'fail' (default) rejects with a too-large OutboundError; 'truncate'
   * keeps the first maxResponseBytes, stops reading and resolves (`truncated: true`), for callers
   * who need the status, not the whole body (a webhook receiver's 2xx).
   */
  oversize?: 'fail' | 'truncate';
  /** Redirects followed (at most MAX_REDIRECTS); none by default: a 3xx is then the answer. */
  maxRedirects?: number;
  /** The caller's own abort: the call rejects with the signal's reason. */
  signal?: AbortSignal;
};

export type TOutboundResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer<ArrayBuffer>;
  url: string;
  /** The body was cut at maxResponseBytes (only with `oversize: 'truncate'`). */
  truncated: boolean;
};

type THop = { url: URL; method: string; headers: Record<string, string>; body?: string | Uint8Array };
type THopLimits = { guarded: boolean; maxBytes: number; truncate: boolean; signal: AbortSignal };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const BODY_HEADERS = ['content-length', 'content-type', 'content-encoding'];

/**
 * The one way the server calls another machine over HTTP (ADR 0049): bounded in time and size,
 * and, for a 'user-url', only to public addresses (checked on the URL and again at connect time).
 * Resolves with any HTTP status; rejects with an OutboundError (or the caller's abort reason).
 */
export async function outboundRequest(
  config: TGuardConfig,
  request: TOutboundRequest,
): Promise<TOutboundResponse> {
  const guarded = isGuarded(config, request.destination);
  const timeoutMs = Math.min(request.timeoutMs ?? CALL_TIMEOUT_MS, CALL_TIMEOUT_MS);
  const maxRedirects = Math.min(request.maxRedirects ?? 0, MAX_REDIRECTS);
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  let hop: THop = {
    url: parseOutboundUrl(request.url, guarded),
    method: (request.method ?? 'GET').toUpperCase(),
    headers,
    body: request.body,
  };
  const call = callSignal(timeoutMs, request.signal);
  const limits = {
    guarded,
    maxBytes: request.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    truncate: request.oversize === 'truncate',
    signal: call.signal,
  };
  try {
    for (let followed = 0; ; followed++) {
      const response = await sendHop(hop, limits);
      const location = response.headers.location;
      if (!REDIRECTS.has(response.status) || !location || maxRedirects === 0) return response;
      if (followed === maxRedirects) {
        throw new OutboundError('redirect', OUTBOUND_MESSAGES.tooManyRedirects(maxRedirects));
      }
      hop = nextHop(hop, response.status, location, guarded);
    }
  } finally {
    call.done();
  }
}

/** Aborts with a timeout OutboundError after `timeoutMs`, or with the caller's own reason. */
function callSignal(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(new OutboundError('timeout', OUTBOUND_MESSAGES.timeout(Math.ceil(timeoutMs / 1000)))),
    timeoutMs,
  );
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

function nextHop(hop: THop, status: number, location: string, guarded: boolean): THop {
  let target: URL;
  try {
    target = new URL(location, hop.url);
  } catch {
    throw new OutboundError('redirect', OUTBOUND_MESSAGES.badRedirect);
  }
  const url = parseOutboundUrl(target, guarded);
  // Credentials meant for one origin never reach another, even back on a later hop.
  const headers = url.origin === hop.url.origin ? hop.headers : without(hop.headers, CREDENTIAL_HEADERS);
  const asGet = status === 303 || ((status === 301 || status === 302) && hop.method === 'POST');
  if (!asGet) return { ...hop, url, headers };
  return { url, method: 'GET', headers: without(headers, BODY_HEADERS) };
}

function without(headers: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}

function asOutboundError(err: unknown): OutboundError {
  if (err instanceof OutboundError) return err;
  const code = (err as { code?: unknown }).code;
  return new OutboundError(
    'network',
    OUTBOUND_MESSAGES.network(typeof code === 'string' ? code : 'erreur réseau'),
    {
      cause: err,
    },
  );
}

/** One request and its whole body, under the call's signal and the connection's own 5 s. */
function sendHop(hop: THop, limits: THopLimits): Promise<TOutboundResponse> {
  return new Promise((resolve, reject) => {
    const { signal, maxBytes } = limits;
    if (signal.aborted) return reject(signal.reason);
    const transport = hop.url.protocol === 'https:' ? https : http;
    const request = transport.request(hop.url, {
      method: hop.method,
      headers: hop.headers,
      // A fresh connection each time: each one passes the guard (no socket reused from elsewhere).
      agent: false,
      ...(limits.guarded && { lookup: guardedLookup }),
    });
    let settled = false;
    const finish = () => {
      settled = true;
      signal.removeEventListener('abort', onAbort);
    };
    const fail = (reason: unknown) => {
      if (settled) return;
      finish();
      request.destroy();
      reject(reason);
    };
    const onAbort = () => fail(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      const connectTimer = setTimeout(
        () => fail(new OutboundError('timeout', OUTBOUND_MESSAGES.connectTimeout(CONNECT_TIMEOUT_MS / 1000))),
        CONNECT_TIMEOUT_MS,
      );
      const stop = () => clearTimeout(connectTimer);
      socket.once('connect', stop);
      socket.once('close', stop);
    });
    request.on('error', (err) => fail(asOutboundError(err)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (truncated: boolean) => {
        if (settled) return;
        finish();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          url: hop.url.href,
          truncated,
        });
        if (truncated) response.destroy();
      };
      const tooLarge = new OutboundError('too-large', OUTBOUND_MESSAGES.tooLarge(maxBytes));
      if (!limits.truncate && Number(response.headers['content-length']) > maxBytes) return fail(tooLarge);
      response.on('data', (chunk: Buffer) => {
        if (settled) return;
        const room = maxBytes - size;
        size += chunk.length;
        if (size <= maxBytes) return void chunks.push(chunk);
        if (!limits.truncate) return fail(tooLarge);
        chunks.push(chunk.subarray(0, room));
        done(true);
      });
      response.on('error', (err) => fail(asOutboundError(err)));
      response.on('close', () => {
        if (!response.complete)
          fail(asOutboundError(Object.assign(new Error('closed'), { code: 'ECONNRESET' })));
      });
      response.on('end', () => done(false));
    });
    request.end(hop.body);
  });
}
