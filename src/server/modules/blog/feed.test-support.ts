import type { TestApp } from '../../../test/app';
import { blogPosts } from '../../db/schema';

let serial = 0;

/** Writes an article straight into the database (the blog's tests need no editor). */
export async function insertPost(
  t: TestApp,
  overrides: Partial<typeof blogPosts.$inferInsert> = {},
): Promise<typeof blogPosts.$inferSelect> {
  serial += 1;
  const now = t.clock.now();
  const [row] = await t.deps.database.db
    .insert(blogPosts)
    .values({
      slug: `article-${serial}-${Math.random().toString(36).slice(2, 8)}`,
      title: `Article ${serial}`,
      excerpt: `Résumé ${serial}`,
      markdown: 'Bonjour',
      html: '<p>Bonjour</p>',
      status: 'published',
      publishedAt: new Date(now.getTime() - 60_000 * serial),
      authorName: 'Équipe Créneau',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('blog post insert returned nothing');
  return row;
}
