import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUTBOUND_MESSAGES, OutboundError } from './outbound-error';
import { outboundRequest } from './request';
import { startTestServer } from './test-server';

const guarded = { OUTBOUND_ALLOW_PRIVATE: false };
const open = { OUTBOUND_ALLOW_PRIVATE: true };
const TWO_MIB = 2 * 1024 * 1024;

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url === '/big')
      return void response.writeHead(200, { 'content-length': TWO_MIB }).end(Buffer.alloc(TWO_MIB));
    if (request.url === '/big-chunked') {
      // No Content-Length: the cap can only be enforced while reading.
      response.writeHead(200);
      for (let i = 0; i < 8; i++) response.write(Buffer.alloc(256 * 1024));
      return void response.end();
    }
    if (request.url === '/silent') return; // accepts, never answers
    if (request.url === '/gone') return void response.writeHead(410).end('parti');
    if (request.url === '/moved') return void response.writeHead(302, { location: '/ok' }).end();
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`bonjour ${request.method}`);
  });
});
afterAll(() => server?.close());

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const err = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
}

describe('the outbound gateway, user URLs (SSRF guard)', () => {
  it('refuses a loopback address without OUTBOUND_ALLOW_PRIVATE, before any connection', async () => {
    const before = server.seen.length;
    const err = await failure(
      outboundRequest(guarded, { destination: 'user-url', url: `${server.origin}/ok` }),
    );
    expect(err).toMatchObject({ kind: 'refused', message: OUTBOUND_MESSAGES.forbidden });
    expect(server.seen.length).toBe(before);
  });

  it('refuses at connect time a name that resolves to a loopback address (localhost)', async () => {
    const before = server.seen.length;
    const err = await failure(
      outboundRequest(guarded, { destination: 'user-url', url: `http://localhost:${server.port}/ok` }),
    );
    expect(err).toMatchObject({ kind: 'refused', message: OUTBOUND_MESSAGES.forbidden });
    expect(server.seen.length).toBe(before);
  });

  it('reaches both with OUTBOUND_ALLOW_PRIVATE', async () => {
    for (const url of [`${server.origin}/ok`, `http://localhost:${server.port}/ok`]) {
      const response = await outboundRequest(open, {
        destination: 'user-url',
        url,
        method: 'post',
        body: 'x',
      });
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe('bonjour POST');
    }
  });

  it('refuses what is not http(s) or carries credentials in the URL', async () => {
    for (const url of [
      'file:///etc/passwd',
      `http://moi:secret@localhost:${server.port}/ok`,
      'pas une url',
    ]) {
      const err = await failure(outboundRequest(open, { destination: 'user-url', url }));
      expect(err).toMatchObject({ kind: 'refused', message: OUTBOUND_MESSAGES.invalidUrl });
    }
  });
});

describe('the outbound gateway, configured services', () => {
  it('may reach a private address, the guard being for user URLs', async () => {
    const response = await outboundRequest(guarded, { destination: 'service', url: `${server.origin}/ok` });
    expect(response.status).toBe(200);
  });

  it('hands any HTTP status to the caller, and does not follow a redirect unless asked', async () => {
    expect(
      (await outboundRequest(open, { destination: 'service', url: `${server.origin}/gone` })).status,
    ).toBe(410);
    const moved = await outboundRequest(open, { destination: 'service', url: `${server.origin}/moved` });
    expect(moved).toMatchObject({ status: 302, headers: { location: '/ok' } });
  });
});

describe('the outbound gateway, bounds', () => {
  it('refuses an answer over the size cap from its Content-Length', async () => {
    const err = await failure(outboundRequest(open, { destination: 'service', url: `${server.origin}/big` }));
    expect(err).toMatchObject({ kind: 'too-large', message: OUTBOUND_MESSAGES.tooLarge(1024 * 1024) });
  });

  it('aborts the read of an answer without length as soon as it passes the cap', async () => {
    const err = await failure(
      outboundRequest(open, { destination: 'service', url: `${server.origin}/big-chunked` }),
    );
    expect(err.kind).toBe('too-large');
    const small = await failure(
      outboundRequest(open, { destination: 'service', url: `${server.origin}/ok`, maxResponseBytes: 5 }),
    );
    expect(small.kind).toBe('too-large');
    const exact = await outboundRequest(open, {
      destination: 'service',
      url: `${server.origin}/ok`,
      maxResponseBytes: 11,
    });
    expect(exact.body.toString()).toBe('bonjour GET');
  });

  it('keeps the first bytes and the status when asked to truncate, with or without a length', async () => {
    for (const path of ['/big', '/big-chunked']) {
      const response = await outboundRequest(open, {
        destination: 'service',
        url: `${server.origin}${path}`,
        maxResponseBytes: 64 * 1024,
        oversize: 'truncate',
      });
      expect(response).toMatchObject({ status: 200, truncated: true });
      expect(response.body.length).toBe(64 * 1024);
    }
    const whole = await outboundRequest(open, {
      destination: 'service',
      url: `${server.origin}/ok`,
      oversize: 'truncate',
    });
    expect(whole).toMatchObject({ truncated: false });
    expect(whole.body.toString()).toBe('bonjour GET');
  });

  it('gives up on a server that never answers at the call’s own timeout', async () => {
    const started = Date.now();
    const err = await failure(
      outboundRequest(open, { destination: 'service', url: `${server.origin}/silent`, timeoutMs: 300 }),
    );
    expect(err).toMatchObject({ kind: 'timeout', message: OUTBOUND_MESSAGES.timeout(1) });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('never waits longer than 30 s, whatever the caller asks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const before = server.seen.length;
      let outcome: unknown;
      const call = outboundRequest(open, {
        destination: 'service',
        url: `${server.origin}/silent`,
        timeoutMs: 60_000,
      });
      call.catch((err: unknown) => {
        outcome = err;
      });
      // Connected and heard (the 5 s connection bound is behind us), then the clock moves.
      while (server.seen.length === before) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ kind: 'timeout', message: OUTBOUND_MESSAGES.timeout(30) });
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the call with the caller’s own abort reason', async () => {
    const controller = new AbortController();
    const call = outboundRequest(open, {
      destination: 'service',
      url: `${server.origin}/silent`,
      signal: controller.signal,
    });
    controller.abort(new Error('arrêt demandé'));
    await expect(call).rejects.toThrow('arrêt demandé');
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = await startTestServer(() => {});
    await closed.close();
    const err = await failure(outboundRequest(open, { destination: 'service', url: `${closed.origin}/` }));
    expect(err).toMatchObject({ kind: 'network', message: OUTBOUND_MESSAGES.network('ECONNREFUSED') });
  });
});
