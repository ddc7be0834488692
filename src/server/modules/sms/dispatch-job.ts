import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { dispatchDueSms } from './dispatch';

/**
 * Sends the due SMS reminders (ADR 0062), on the e-mail reminders' tick: every node sends it every
 * REMINDER_TICK_SECONDS and at start; 'stately' keeps at most one waiting and one running, and
 * the dispatcher is safe to run anywhere at once (each SMS is claimed under a row lock).
 */
export const dispatchSmsJob = defineJob({
  name: 'sms.dispatch',
  schema: z.object({}),
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  tickSeconds: (config) => config.REMINDER_TICK_SECONDS,
  async handler(deps) {
    await dispatchDueSms(deps);
  },
});
