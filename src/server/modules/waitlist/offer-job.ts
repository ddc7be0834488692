import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import { offerFreedSlots } from './offer-run';

/**
 * `waitlist.offer` (ADR 0060): queued by every change that frees time, in its transaction
 * (freed.ts), with the freed range — null bounds for the whole horizon. 'stately' per provider and
 * range: a second freeing of the same range while one run waits is covered by that run (it reads
 * the agenda when it runs), and one that comes during a run queues a run after it. A run that
 * breaks is retried soon: the offer must leave within a minute; the conditional update keeps a
 * retry from e-mailing twice.
 */
export const waitlistOfferJob = defineJob({
  name: 'waitlist.offer',
  schema: z.object({
    providerId: z.uuid(),
    from: z.iso.datetime().nullable(),
    to: z.iso.datetime().nullable(),
  }),
  policy: 'stately',
  singletonKey: (data) => `${data.providerId}|${data.from ?? ''}|${data.to ?? ''}`,
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  // A client is waiting for the e-mail: workers wake at once instead of at their next poll.
  notify: true,
  async handler(deps: AppDeps, data) {
    await offerFreedSlots(deps, data);
  },
});
