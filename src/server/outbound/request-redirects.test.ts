import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUTBOUND_MESSAGES, OutboundError } from './outbound-error';
import { outboundRequest } from './request';
import { startTestServer } from './test-server';

// No public address can be served from a test machine: here 127.0.0.1 plays the public internet
// and every other address keeps the real rule, so a redirect can start public and then turn private.
vi.mock('./forbidden-address', async (importOriginal) => {
  const real = await importOriginal<typeof import('./forbidden-address')>();
  return {
    isForbiddenAddress: (address: string) => address !== '127.0.0.1' && real.isForbiddenAddress(address),
  };
});

const guarded = { OUTBOUND_ALLOW_PRIVATE: false };

let publicServer: Awaited<ReturnType<typeof startTestServer>>;
let otherOrigin: Awaited<ReturnType<typeof startTestServer>>;
let privateServer: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  privateServer = await startTestServer((_request, response) => void response.end('secret'), '127.0.0.2');
  otherOrigin = await startTestServer((_request, response) => void response.end('ailleurs'));
  publicServer = await startTestServer((request, response) => {
    const path = request.url ?? '/';
    const to = (location: string, status = 302) => void response.writeHead(status, { location }).end();
    if (path === '/to-private') return to(`${privateServer.origin}/`);
    if (path === '/to-private-ipv6') return to('http://[::1]:9/');
    if (path === '/to-other-origin') return to(`${otherOrigin.origin}/`);
    if (path === '/to-same-origin') return to('/end');
    if (path === '/see-other') return to('/end', 303);
    if (path === '/keep-method') return to('/end', 307);
    if (path === '/loop') return to('/loop');
    if (path === '/nowhere') return to('http://[not an address/');
    response.end(`fin ${request.method}`);
  });
});
afterAll(async () => {
  await publicServer?.close();
  await otherOrigin?.close();
  await privateServer?.close();
});

const call = (path: string, extra: Partial<Parameters<typeof outboundRequest>[1]> = {}) =>
  outboundRequest(guarded, {
    destination: 'user-url',
    url: `${publicServer.origin}${path}`,
    maxRedirects: 3,
    ...extra,
  });

describe('the outbound gateway, redirects', () => {
  it('refuses a redirect to a private address, without reaching it', async () => {
    for (const path of ['/to-private', '/to-private-ipv6']) {
      await expect(call(path)).rejects.toMatchObject({
        kind: 'refused',
        message: OUTBOUND_MESSAGES.forbidden,
      });
    }
    expect(privateServer.seen).toEqual([]);
    // The same redirect from a configured service is followed: only user URLs are guarded.
    const service = await call('/to-private', { destination: 'service' });
    expect(service.body.toString()).toBe('secret');
  });

  it('keeps credentials on the same origin and drops them when a hop leaves it', async () => {
    const headers = { Authorization: 'Bearer jeton', Cookie: 'session=1', 'X-Trace': 'a' };
    expect((await call('/to-same-origin', { headers })).body.toString()).toBe('fin GET');
    expect(publicServer.seen.at(-1)?.headers).toMatchObject({
      authorization: 'Bearer jeton',
      cookie: 'session=1',
    });
    const response = await call('/to-other-origin', { headers });
    expect(response).toMatchObject({ status: 200, url: `${otherOrigin.origin}/` });
    const seen = otherOrigin.seen.at(-1)?.headers;
    expect(seen).toMatchObject({ 'x-trace': 'a' });
    expect(seen).not.toHaveProperty('authorization');
    expect(seen).not.toHaveProperty('cookie');
  });

  it('turns a POST into a GET without body on 303, keeps both on 307', async () => {
    const post = { method: 'POST', body: 'corps', headers: { 'Content-Type': 'text/plain' } };
    expect((await call('/see-other', post)).body.toString()).toBe('fin GET');
    expect(publicServer.seen.at(-1)).toMatchObject({ method: 'GET', body: '' });
    expect((await call('/keep-method', post)).body.toString()).toBe('fin POST');
    expect(publicServer.seen.at(-1)).toMatchObject({ method: 'POST', body: 'corps' });
  });

  it('stops after the redirects the caller allowed, and on a Location that is no URL', async () => {
    const before = publicServer.seen.length;
    await expect(call('/loop', { maxRedirects: 2 })).rejects.toMatchObject({
      kind: 'redirect',
      message: OUTBOUND_MESSAGES.tooManyRedirects(2),
    });
    expect(publicServer.seen.length - before).toBe(3);
    await expect(call('/loop', { maxRedirects: 10 })).rejects.toMatchObject({
      message: OUTBOUND_MESSAGES.tooManyRedirects(3),
    });
    await expect(call('/nowhere')).rejects.toBeInstanceOf(OutboundError);
    await expect(call('/nowhere')).rejects.toMatchObject({ kind: 'redirect' });
  });
});
