import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TSeenRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

/**
 * A real HTTP server on a loopback address for the gateway's tests: records each request it
 * receives, then lets the test's handler answer (or not answer at all).
 */
export async function startTestServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  host = '127.0.0.1',
) {
  const seen: TSeenRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', path: request.url ?? '/', headers: request.headers, body });
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    port,
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
