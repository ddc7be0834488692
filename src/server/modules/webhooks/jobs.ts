import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import { deliverWebhook } from './deliver';

/**
 * `webhooks.deliver`: one attempt of one delivery (ADR 0064). The HTTP outcome is recorded, never
 * thrown: the next attempt is a job queued with the outcome, on the webhooks' own schedule. What
 * throws is the database or a bug, retried briefly by pg-boss, then in « Envois en échec ».
 */
export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  schema: z.object({ deliveryId: z.string().min(1).max(64) }),
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  // Each call is bounded by 10 s: a run never needs long.
  expireInSeconds: 120,
  async handler(deps: AppDeps, { deliveryId }: { deliveryId: string }) {
    await deliverWebhook(deps, deliveryId);
  },
});
