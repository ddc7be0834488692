import { formatDate } from '../../../shared/french-format';

/** Articles and comments are dated in Paris time, where the team publishes. */
const BLOG_TIME_ZONE = 'Europe/Paris';

/** « 12 novembre 2026 ». */
export const formatBlogDate = (instant: string) => formatDate(instant, BLOG_TIME_ZONE, 'long');

/** « 4 min de lecture ». */
export const readingTimeLabel = (minutes: number) => `${Math.max(1, minutes)} min de lecture`;

/** The list filtered by one tag (and its first page). */
export const tagHref = (tag: string) => `/blog?${new URLSearchParams({ tag })}`;

export const articleHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** `?page=` as a page number: anything unreadable is the first page. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const LINK_CLASS =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * Readable long-form typography for an article's body (the server's sanitised HTML), without a
 * typography plugin: every rule is scoped to the `.article-body` element that holds it.
 */
export const ARTICLE_BODY =
  'article-body min-w-0 max-w-none text-base leading-7 text-slate-700 wrap-break-word sm:text-lg sm:leading-8 ' +
  '[&_p]:mt-5 [&>:first-child]:mt-0 ' +
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 ' +
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 ' +
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900 ' +
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 ' +
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:italic ' +
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 ' +
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 ' +
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 ' +
  '[&_blockquote]:italic [&_blockquote]:text-slate-600 ' +
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl ' +
  '[&_figure]:mt-6 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-500 ' +
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm ' +
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm ' +
  '[&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit ' +
  '[&_hr]:my-10 [&_hr]:border-slate-200 ' +
  '[&_table]:mt-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm ' +
  '[&_th]:bg-slate-50 [&_th]:p-3 [&_th]:text-left [&_td]:border-t [&_td]:border-slate-200 [&_td]:p-3 [&_td]:align-top';
