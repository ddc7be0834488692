import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One delivery the app made: its Standard Webhooks headers, its raw body and its parsed JSON. */
export type TReceivedWebhook = {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
};

/** How the next call is answered: an HTTP status (and body), or no answer at all (the app's timeout). */
export type TReceiverFailure = { status: number; body?: string } | 'hang';

export type WebhookReceiver = {
  /** The endpoint's URL, to save as a webhook. */
  url: string;
  calls: TReceivedWebhook[];
  /** The next `times` calls answer `failure` instead of 200 « ok ». */
  failNext(failure: TReceiverFailure, times?: number): void;
  /** Answers the calls left hanging so far, with this status. */
  answerHanging(status: number): void;
  close(): Promise<void>;
};

/** Whether `secret` signed this call (standardwebhooks' own check, timestamp tolerance included). */
export function verifies(secret: string, call: TReceivedWebhook, body = call.body): boolean {
  try {
    new Webhook(secret).verify(body, {
      'webhook-id': call.id,
      'webhook-timestamp': call.timestamp,
      'webhook-signature': call.signature,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * A local HTTP server playing a provider's webhook endpoint: it records every POST with its
 * headers and body and answers 200, or the failures it was told to give (500, 410, a hang past
 * the app's 10 s). Nothing reaches the internet.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const calls: TReceivedWebhook[] = [];
  const failures: TReceiverFailure[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const header = (name: string) => String(request.headers[name] ?? '');
      calls.push({
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        body,
        json: JSON.parse(body || '{}'),
      });
      const failure = failures.shift();
      if (failure === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(failure?.status ?? 200, { 'content-type': 'text/html' });
      // A body the log must never render as HTML.
      response.end(failure ? (failure.body ?? '<script>alert(1)</script>') : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    calls,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    answerHanging(status) {
      for (const response of hanging) response.writeHead(status).end('ok');
      hanging.clear();
    },
    async close() {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
