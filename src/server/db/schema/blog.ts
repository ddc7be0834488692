import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BLOG_COMMENT_STATUSES, BLOG_POST_STATUSES } from '../../../shared/schemas/blog';
import { users } from './accounts';
import { bytea } from './columns';

/**
 * The team's blog (issue 17, ADR 0042). `html` is the Markdown rendered once, at save, through
 * the one sanitiser: readers are only ever sent that. A `scheduled` article is public from
 * `publish_at` on; the tick job then marks it `published` (once).
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    markdown: text('markdown').notNull().default(''),
    html: text('html').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: BLOG_POST_STATUSES }).notNull(),
    /** When a scheduled article goes public. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** The date readers see; set when it first goes public. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    coverImageId: uuid('cover_image_id').references(() => blogImages.id, { onDelete: 'set null' }),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shown as the author: the administrator's name at save time. */
    authorName: text('author_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_public_idx').on(t.status, t.publishedAt),
    index('blog_posts_due_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    index('blog_posts_tags_idx').using('gin', t.tags),
    check('blog_posts_scheduled_has_date', sql`${t.status} <> 'scheduled' OR ${t.publishAt} IS NOT NULL`),
  ],
);

/** An article's former addresses: /blog/{old} answers with a permanent redirect to the current one. */
export const blogSlugRedirects = pgTable('blog_slug_redirects', {
  slug: text('slug').primaryKey(),
  postId: uuid('post_id')
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Images of the blog (covers and images in articles), resized to WebP on upload, in the database. */
export const blogImages = pgTable('blog_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A reader's comment: plain text, held for moderation; the e-mail is never shown. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: BLOG_COMMENT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    index('blog_comments_post_idx').on(t.postId, t.status, t.createdAt),
    index('blog_comments_status_idx').on(t.status, t.createdAt),
  ],
);

/** Views per article per Paris day: counters only, no visitor data. */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] }), index('blog_post_views_day_idx').on(t.day)],
);

/**
 * One row per (visitor, article, day) seen: a SHA-256 of the day's random salt, the address, the
 * user agent and the article, so a reload burst counts once. The salt is kept for its day only
 * (`blog_view_salts`); past days' salts and marks are deleted, which makes the digests
 * meaningless.
 */
export const blogViewMarks = pgTable(
  'blog_view_marks',
  {
    digest: text('digest').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('blog_view_marks_day_idx').on(t.day)],
);

export const blogViewSalts = pgTable('blog_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
