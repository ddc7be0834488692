import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Newspaper } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TBlogPostPublic } from '../../../shared/schemas/blog';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ActionButton } from '../../components/ui/action-button';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorNotice } from '../../components/ui/error-notice';
import { LinkButton } from '../../components/ui/link-button';
import { InlineSpinner } from '../../components/ui/spinner';
import { parseApiError } from '../../lib/parse-api-error';
import { BLOG_POST_QUERY_KEY, useBlogCommentsQuery, useBlogPostQuery } from './api/blog-public';
import { ArticleMeta, TagLinks } from './article-card';
import { ARTICLE_BODY, articleHref, LINK_CLASS } from './blog-format';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';

const NOT_FOUND_TITLE = 'Article introuvable — Blog — Créneau';

function BackToBlog() {
  return (
    <Link to="/blog" className={`inline-flex items-center gap-1.5 text-sm ${LINK_CLASS}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Tous les articles
    </Link>
  );
}

function ArticleNotFound() {
  return (
    <Container className="py-12 sm:py-16">
      <EmptyState
        icon={Newspaper}
        title="Article introuvable"
        titleAs="h1"
        action={
          <LinkButton to="/blog" variant="secondary">
            Voir tous les articles
          </LinkButton>
        }
      >
        Aucun article n’est publié à cette adresse : il a peut-être été retiré, ou l’adresse est incomplète.
      </EmptyState>
    </Container>
  );
}

/** « Article précédent » / « Article suivant ». */
function Neighbours({ post }: { post: TBlogPostPublic }) {
  if (!post.previous && !post.next) return null;
  return (
    <nav
      aria-label="Autres articles"
      className="mt-12 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2"
    >
      {post.previous ? (
        <Link
          to={articleHref(post.previous.slug)}
          rel="prev"
          className="group rounded-xl border border-slate-200 p-4 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <span className="flex items-center gap-1 text-sm text-slate-500">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Article précédent
          </span>
          <span className="mt-1 block font-semibold text-slate-900 group-hover:text-brand-700">
            {post.previous.title}
          </span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {post.next && (
        <Link
          to={articleHref(post.next.slug)}
          rel="next"
          className="group rounded-xl border border-slate-200 p-4 text-right hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <span className="flex items-center justify-end gap-1 text-sm text-slate-500">
            Article suivant
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="mt-1 block font-semibold text-slate-900 group-hover:text-brand-700">
            {post.next.title}
          </span>
        </Link>
      )}
    </nav>
  );
}

function Comments({ slug }: { slug: string }) {
  const query = useBlogCommentsQuery(slug);
  const count = query.data?.length;
  return (
    <section aria-labelledby="comments-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="comments-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Commentaires{count ? ` (${count})` : ''}
      </h2>
      <div className="mt-6" aria-busy={query.isFetching}>
        {query.isPending ? (
          <InlineSpinner label="Chargement des commentaires…" />
        ) : query.isError ? (
          <div className="space-y-3">
            <ErrorNotice error={query.error}>Les commentaires n’ont pas pu être chargés.</ErrorNotice>
            <ActionButton variant="secondary" onClick={() => void query.refetch()}>
              Réessayer
            </ActionButton>
          </div>
        ) : (
          <CommentList comments={query.data} />
        )}
      </div>
      <div className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8">
        <CommentForm slug={slug} />
      </div>
    </section>
  );
}

function Article({ post }: { post: TBlogPostPublic }) {
  return (
    <Container className="py-8 sm:py-12">
      <article className="mx-auto max-w-3xl">
        <BackToBlog />
        <header className="mt-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 wrap-break-word sm:text-5xl">
            {post.title}
          </h1>
          <div className="mt-4 space-y-1">
            <p className="font-medium text-slate-800">Par {post.authorName}</p>
            <ArticleMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
          </div>
          <div className="mt-4">
            <TagLinks tags={post.tags} label="Étiquettes de l’article" />
          </div>
        </header>
        {post.coverImageUrl && (
          <img
            src={post.coverImageUrl}
            alt={post.title}
            decoding="async"
            className="mt-8 aspect-[16/9] w-full max-w-full rounded-2xl object-cover"
          />
        )}
        <div
          className={`mt-8 ${ARTICLE_BODY}`}
          // The server renders the Markdown and sanitises the HTML (ADR 0042): nothing else is inserted.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <Neighbours post={post} />
        {/* A fresh form for each article (prev/next keep this page mounted). */}
        <Comments key={post.slug} slug={post.slug} />
      </article>
    </Container>
  );
}

/** /blog/:slug: one article, its approved comments and the comment form. */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const query = useBlogPostQuery(slug);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const post = query.data;

  // A former address: the article answers, and the address bar takes its current one.
  useEffect(() => {
    if (!post || post.slug === slug) return;
    queryClient.setQueryData([...BLOG_POST_QUERY_KEY, post.slug], post);
    void navigate(articleHref(post.slug), { replace: true });
  }, [post, slug, navigate, queryClient]);

  const notFound = query.isError && parseApiError(query.error).status === 404;
  useDocumentTitle(notFound ? NOT_FOUND_TITLE : post ? `${post.title} — Blog — Créneau` : 'Blog — Créneau');

  if (notFound) return <ArticleNotFound />;
  if (query.isPending) {
    return (
      <Container className="py-12 sm:py-16">
        <div aria-busy="true">
          <InlineSpinner label="Chargement de l’article…" />
        </div>
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container className="space-y-4 py-12 sm:py-16">
        <h1 className="text-2xl font-bold text-slate-900">Article indisponible</h1>
        <ErrorNotice error={query.error}>L’article n’a pas pu être chargé.</ErrorNotice>
        <div className="flex flex-wrap gap-3">
          <ActionButton variant="secondary" onClick={() => void query.refetch()}>
            Réessayer
          </ActionButton>
          <LinkButton to="/blog" variant="ghost">
            Voir tous les articles
          </LinkButton>
        </div>
      </Container>
    );
  }
  return <Article post={query.data} />;
}
