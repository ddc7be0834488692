import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { sendUnreadChatEmails } from './unread-emails';

/**
 * Every minute: e-mails about support messages left unread five minutes (users: the team's
 * replies; administrators: a digest). Singleton: one run at a time; a rerun e-mails nothing twice.
 */
export const supportUnreadEmailsJob = defineJob({
  name: 'support.unread-emails',
  schema: z.object({}).default({}),
  cron: '* * * * *',
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  async handler(deps) {
    await sendUnreadChatEmails(deps);
  },
});
