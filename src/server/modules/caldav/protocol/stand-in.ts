import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestServer } from '../../../outbound/test-server';
import type { TCaldavContext } from './client';

/**
 * A node:http stand-in for the CalDAV servers Radicale cannot play (failures, other prefixes and
 * layouts, a missing REPORT): one per test file, each test setting how it answers.
 */
export type THandler = (request: IncomingMessage, response: ServerResponse) => void;

export function standInPerFile() {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  const state = {
    answer: ((_, response) => void response.writeHead(500).end()) as THandler,
    get server() {
      if (!server) throw new Error('stand-in not started');
      return server;
    },
    /** Account on `/dav/` of the stand-in; `timeoutMs` to test a server that never answers. */
    ctx(timeoutMs?: number): TCaldavContext {
      return {
        gateway: { OUTBOUND_ALLOW_PRIVATE: true },
        account: { serverUrl: `${state.server.origin}/dav/`, username: 'camille', password: 'secret-app' },
        ...(timeoutMs && { timeoutMs }),
      };
    },
  };
  beforeAll(async () => {
    server = await startTestServer((request, response) => state.answer(request, response));
  });
  beforeEach(() => {
    state.server.seen.length = 0;
  });
  afterAll(() => server?.close());
  return state;
}

export const xml =
  (status: number, body: string): THandler =>
  (_, response) =>
    void response.writeHead(status, { 'content-type': 'application/xml; charset=utf-8' }).end(body);

/** A multistatus with the lower-case `d:` and `c:` prefixes some servers use. */
export const multistatus = (inner: string) =>
  `<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${inner}</d:multistatus>`;

export const found = (href: string, props: string) =>
  `<d:response><d:href>${href}</d:href><d:propstat><d:prop>${props}</d:prop>` +
  '<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>';
