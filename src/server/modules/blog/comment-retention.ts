import { and, lt, ne } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { blogComments } from '../../db/schema';

const DAY_MS = 24 * 3600 * 1000;

/**
 * How long a moderated comment keeps its author's address: it serves to tell them of the approval
 * and to answer them about the decision, then it goes (GDPR art. 5(1)(e)). /privacy says so.
 */
const COMMENTER_EMAIL_DAYS = 30;

/** Erases the authors' addresses of comments moderated more than 30 days ago. */
export async function forgetCommenterEmails(db: TDbExecutor, now: Date): Promise<void> {
  const moderatedBefore = new Date(now.getTime() - COMMENTER_EMAIL_DAYS * DAY_MS);
  await db
    .update(blogComments)
    .set({ authorEmail: '' })
    .where(and(lt(blogComments.moderatedAt, moderatedBefore), ne(blogComments.authorEmail, '')));
}
