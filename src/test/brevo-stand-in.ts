import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerJson, readBody } from './stand-in-http';

export const TEST_SMS_API_KEY = 'xkeysib-creneau-stand-in';
export const TEST_SMS_SENDER = 'Creneau';

/** One SMS call the app made: its `api-key` header and its JSON body. */
export type TBrevoCall = {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: { sender?: string; recipient?: string; content?: string; type?: string };
};

/** How the next call is answered: an HTTP error, or no answer at all (the app's timeout). */
export type TBrevoFailure = { status: number } | 'hang';

export type BrevoStandIn = {
  /** SMS_API_URL for the app. */
  url: string;
  /** SMS_PROVIDER, SMS_API_KEY, SMS_API_URL and SMS_SENDER. */
  env: Record<string, string>;
  calls: TBrevoCall[];
  /** The next `times` calls answer `failure` (500, 400, 401… with Brevo's error body, or hang). */
  failNext(failure: TBrevoFailure, times?: number): void;
  close(): Promise<void>;
};

const ERROR_CODES: Record<number, string> = {
  400: 'invalid_parameter',
  401: 'unauthorized',
  402: 'not_enough_credits',
};

/**
 * A local HTTP server playing Brevo's transactional SMS API (`POST /v3/transactionalSMS/sms`): it
 * checks the `api-key` header (401 otherwise, as Brevo), records each call and answers 201
 * `{messageId}`; it can fail the next calls with a status or hang past the app's timeout. Nothing
 * reaches the internet.
 */
export async function startBrevoStandIn(): Promise<BrevoStandIn> {
  const calls: TBrevoCall[] = [];
  const failures: TBrevoFailure[] = [];
  const hanging = new Set<ServerResponse>();
  let nextId = 1;
  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const apiKey = request.headers['api-key'];
      const body = raw ? (JSON.parse(raw) as TBrevoCall['body']) : {};
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
        body,
      });
      if (request.method !== 'POST' || request.url !== '/v3/transactionalSMS/sms')
        return answerJson(response, 404, { code: 'not_found', message: 'Not found' });
      const failure = failures.shift();
      if (failure === 'hang') {
        hanging.add(response);
        return;
      }
      if (failure)
        return answerJson(response, failure.status, { code: ERROR_CODES[failure.status] ?? 'error' });
      if (apiKey !== TEST_SMS_API_KEY)
        return answerJson(response, 401, { code: 'unauthorized', message: 'Key not found' });
      answerJson(response, 201, { messageId: nextId++ });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      SMS_PROVIDER: 'brevo',
      SMS_API_KEY: TEST_SMS_API_KEY,
      SMS_API_URL: url,
      SMS_SENDER: TEST_SMS_SENDER,
    },
    calls,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
