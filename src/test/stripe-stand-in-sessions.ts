import type { ServerResponse } from 'node:http';
import type { TStripeCall } from './stripe-stand-in';

/** Where a Checkout session stands at the stand-in: open, paid (complete) or expired. */
export type TStandInSessionStatus = 'open' | 'complete' | 'expired';

/**
 * Retrieving a Checkout session and expiring it (issue 34, a hold given back): `POST
 * /v1/checkout/sessions/:id/expire` closes an open session and answers it `expired`; a session no
 * longer open answers 400 `invalid_request_error`, as Stripe does. Answers true when it handled the call.
 */
export function sessionRoutes(
  statuses: Map<string, TStandInSessionStatus>,
  objectOf: (id: string) => Record<string, unknown> | null,
  answer: (response: ServerResponse, status: number, body: unknown) => void,
) {
  return (call: TStripeCall, response: ServerResponse): boolean => {
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(call.path);
    if (!match?.[1]) return false;
    const id = match[1];
    const object = objectOf(id);
    if (!object) {
      answer(response, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such checkout.session: '${id}'`,
        },
      });
      return true;
    }
    const status = statuses.get(id) ?? 'open';
    if (call.method === 'POST' && match[2]) {
      if (status !== 'open') {
        answer(response, 400, {
          error: {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${status}".`,
          },
        });
        return true;
      }
      statuses.set(id, 'expired');
      answer(response, 200, { ...object, status: 'expired' });
      return true;
    }
    if (call.method !== 'GET') return false;
    answer(response, 200, { ...object, status });
    return true;
  };
}
