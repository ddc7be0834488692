import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { deliverPush, PUSH_MAX_ATTEMPTS, sweepPushDeliveries } from './deliveries';

/**
 * One push message to one device, after the change that wrote it committed. A push service
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

/** Every minute: deliveries whose job never left (crash between commit and kick) go out. */
export const sweepPushJob = defineJob({
  name: 'push.sweep',
  schema: z.object({}),
  policy: 'stately',
  retryLimit: 1,
  tickSeconds: () => 60,
  async handler(deps) {
    await sweepPushDeliveries(deps);
  },
});
