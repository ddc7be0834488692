import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types
import ece from 'http_ece';

export type TReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on 127.0.0.1 (PUSH_ALLOW_INSECURE): records what the server POSTs and answers
 * the status the test chose for that path (201 by default).
 */
export async function startPushService() {
  const received: TReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    answer: (path: string, status: number) => void statuses.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    /** Decrypts an aes128gcm body as the browser would, and parses the JSON payload. */
    decrypt(body: Buffer): unknown {
      const plain: Buffer = ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
      return JSON.parse(plain.toString('utf8'));
    },
  };
}
