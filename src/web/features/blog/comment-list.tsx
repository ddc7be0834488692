import { MessageSquare } from 'lucide-react';
import type { TBlogCommentPublic } from '../../../shared/schemas/blog';
import { formatBlogDate } from './blog-format';

/** The approved comments, as plain text (never HTML): line breaks kept, markup shown as typed. */
export function CommentList({ comments }: { comments: readonly TBlogCommentPublic[] }) {
  if (comments.length === 0) {
    return (
      <p className="flex items-center gap-2 text-slate-600">
        <MessageSquare aria-hidden="true" className="size-4 text-slate-400" />
        Aucun commentaire pour le moment. Soyez le premier à réagir !
      </p>
    );
  }
  return (
    <ol className="space-y-4">
      {comments.map((comment) => (
        <li key={comment.id}>
          <article
            aria-label={`Commentaire de ${comment.name}`}
            className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
          >
            <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-slate-900 wrap-anywhere">{comment.name}</span>
              <time dateTime={comment.createdAt} className="text-slate-500">
                {formatBlogDate(comment.createdAt)}
              </time>
            </header>
            <p className="mt-2 whitespace-pre-line text-slate-700 wrap-break-word">{comment.content}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
