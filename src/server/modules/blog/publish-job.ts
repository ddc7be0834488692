import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { blogPosts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';

/** Scheduled articles whose time came become published, dated when they were due (once). */
export async function publishDuePosts(deps: AppDeps): Promise<number> {
  const rows = await deps.database.db
    .update(blogPosts)
    .set({ status: 'published', publishedAt: sql`${blogPosts.publishAt}` })
    .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, deps.now())))
    .returning({ id: blogPosts.id });
  return rows.length;
}

/** Every 30 s: readers already see due articles (`isPublic`); this makes their status say so. */
export const publishDueBlogPostsJob = defineJob({
  name: 'blog.publish-due',
  schema: z.object({}),
  policy: 'stately',
  retryLimit: 1,
  tickSeconds: () => 30,
  async handler(deps) {
    await publishDuePosts(deps);
  },
});
