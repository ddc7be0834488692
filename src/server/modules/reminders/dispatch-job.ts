import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { dispatchDueReminders } from './dispatch';

/**
 * Sends the due reminders. Every node sends it every REMINDER_TICK_SECONDS and at start (so
 * reminders due during downtime go out at restart); the 'stately' policy keeps at most one
 * waiting and one running, and the dispatcher itself is safe to run anywhere at once.
 */
export const dispatchRemindersJob = defineJob({
  name: 'reminders.dispatch',
  schema: z.object({}),
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  tickSeconds: (config) => config.REMINDER_TICK_SECONDS,
  async handler(deps) {
    await dispatchDueReminders(deps);
  },
});
