import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { deliverPush, PUSH_MAX_ATTEMPTS } from './deliveries';

/**
 * One push message to one device, queued with the change that wrote it (ADR 0048). A push service
 * error (5xx, 429, network, timeout) throws: pg-boss retries with backoff (10 s, 20 s, 40 s…);
 * the handler marks the delivery failed on its last attempt.
 */
export const deliverPushJob = defineJob({
  name: 'push.deliver',
  schema: z.object({ deliveryId: z.uuid() }),
  retryLimit: PUSH_MAX_ATTEMPTS - 1,
  retryDelay: 10,
  retryBackoff: true,
  async handler(deps, data) {
    await deliverPush(deps, data.deliveryId);
  },
});
