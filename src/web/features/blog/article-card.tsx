import { Link } from 'react-router';
import type { TBlogPostSummary } from '../../../shared/schemas/blog';
import { articleHref, formatBlogDate, readingTimeLabel, tagHref } from './blog-format';

const TAG_CLASS =
  'inline-flex items-center rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700 ' +
  'hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** An article's tags, each a link to the list filtered by it. */
export function TagLinks({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagHref(tag)} className={TAG_CLASS}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** « 12 novembre 2026 · 4 min de lecture ». */
export function ArticleMeta({
  publishedAt,
  readingMinutes,
}: {
  publishedAt: string;
  readingMinutes: number;
}) {
  return (
    <p className="text-sm text-slate-500">
      <time dateTime={publishedAt}>{formatBlogDate(publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {readingTimeLabel(readingMinutes)}
    </p>
  );
}

/** One article of /blog: cover, title (the link), date, reading time, excerpt and tags. */
export function ArticleCard({ post }: { post: TBlogPostSummary }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {post.coverImageUrl && (
        <img
          src={post.coverImageUrl}
          alt={post.title}
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full max-w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <ArticleMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">
          <Link
            to={articleHref(post.slug)}
            className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {post.title}
          </Link>
        </h2>
        {post.excerpt && <p className="whitespace-pre-line text-slate-600">{post.excerpt}</p>}
        <div className="mt-auto pt-2">
          <TagLinks tags={post.tags} label={`Étiquettes de « ${post.title} »`} />
        </div>
      </div>
    </article>
  );
}
