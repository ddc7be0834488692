import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { BLOG_LIMITS, type TBlogStatsResponse } from '../../../shared/schemas/blog';
import { blogPosts, blogPostViews } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { parisDay } from './views';

const DAY_MS = 86_400_000;
/** The default range: 30 days ending today (Paris). */
const DEFAULT_DAYS = 30;
const TOP_SIZE = 10;

/** The calendar day `n` days after `day` (both YYYY-MM-DD). */
const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export type TStatsQuery = { from?: string | undefined; to?: string | undefined; postId?: string | undefined };

/** Views per day over a range (zeros included), the total and the most read articles. */
export async function blogStats(deps: AppDeps, query: TStatsQuery): Promise<TBlogStatsResponse> {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : parisDay(deps.now()));
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) {
    throw new AppError('VALIDATION', 'La date de début doit précéder la date de fin', { field: 'from' });
  }
  if (daysBetween(from, to) + 1 > BLOG_LIMITS.statsMaxDays) {
    throw new AppError(
      'VALIDATION',
      `La période ne doit pas dépasser ${BLOG_LIMITS.statsMaxDays} jours : rapprochez la date de fin`,
      { field: 'to' },
    );
  }
  const { db } = deps.database;
  const inRange = and(gte(blogPostViews.day, from), lte(blogPostViews.day, to));
  const byPost: SQL | undefined = query.postId ? eq(blogPostViews.postId, query.postId) : undefined;
  const perDay = await db
    .select({ day: blogPostViews.day, views: sql<number>`sum(${blogPostViews.views})::int` })
    .from(blogPostViews)
    .where(and(inRange, byPost))
    .groupBy(blogPostViews.day);
  const viewsOf = new Map(perDay.map((row) => [row.day, Number(row.views)]));
  const days: TBlogStatsResponse['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, views: viewsOf.get(day) ?? 0 });
  const viewsSum = sql<number>`sum(${blogPostViews.views})::int`;
  const top = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title, views: viewsSum })
    .from(blogPostViews)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostViews.postId))
    .where(inRange)
    .groupBy(blogPosts.id)
    .orderBy(desc(viewsSum), blogPosts.title)
    .limit(TOP_SIZE);
  return {
    success: true,
    from,
    to,
    days,
    total: days.reduce((sum, d) => sum + d.views, 0),
    top: top.map((row) => ({ ...row, views: Number(row.views) })),
  };
}
