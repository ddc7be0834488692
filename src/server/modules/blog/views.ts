import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '../../../shared/french-format';
import { blogPostViews, blogViewMarks, blogViewSalts } from '../../db/schema';
import type { AppDeps } from '../../deps';

/** Robots, link previews and scripts: their visits are not readers'. */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|facebookexternalhit|preview|headless|curl|wget|python-requests|python-urllib|httpclient|go-http-client|java\/|okhttp|axios|node-fetch|undici|lighthouse|pingdom|uptime|monitor|scrapy|phantomjs|selenium|puppeteer|playwright|embedly|whatsapp|telegram|discord|slack|skype|quora link/i;

/** Whether a user agent is a robot's (an empty one counts as a robot). */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || BOT_USER_AGENT.test(userAgent);
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The Paris calendar day of an instant, YYYY-MM-DD. */
export const parisDay = (instant: Date): string => dayFormat.format(instant);

export type TCountView = { postId: string; ip: string; userAgent: string | undefined; now: Date };

/**
 * Counts one view of an article (ADR 0042), once per visitor, article and Paris day, without
 * cookies and without storing the address: a SHA-256 of the day's random salt, the address, the
 * user agent and the article marks the visit; the salt and marks of past days are deleted.
 * Returns whether the view was counted.
 */
export async function countView(deps: AppDeps, input: TCountView): Promise<boolean> {
  if (isBotUserAgent(input.userAgent)) return false;
  const { db } = deps.database;
  const day = parisDay(input.now);
  const inserted = await db
    .insert(blogViewSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
    .returning({ day: blogViewSalts.day });
  if (inserted.length > 0) {
    // The first view of a day: yesterday's salt and marks go (once a day, so cheap).
    await db.delete(blogViewMarks).where(lt(blogViewMarks.day, day));
    await db.delete(blogViewSalts).where(lt(blogViewSalts.day, day));
  }
  const [salt] = await db.select().from(blogViewSalts).where(eq(blogViewSalts.day, day)).limit(1);
  if (!salt) return false;
  const digest = createHash('sha256')
    .update(`${salt.salt}\n${input.ip}\n${input.userAgent}\n${input.postId}`)
    .digest('hex');
  const marked = await db
    .insert(blogViewMarks)
    .values({ digest, day })
    .onConflictDoNothing()
    .returning({ digest: blogViewMarks.digest });
  if (marked.length === 0) return false;
  await db
    .insert(blogPostViews)
    .values({ postId: input.postId, day, views: 1 })
    .onConflictDoUpdate({
      target: [blogPostViews.postId, blogPostViews.day],
      set: { views: sql`${blogPostViews.views} + 1` },
    });
  return true;
}
