import { Newspaper, Rss, X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { TBlogPostsResponse } from '../../../shared/schemas/blog';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ActionButton } from '../../components/ui/action-button';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorNotice } from '../../components/ui/error-notice';
import { LinkButton } from '../../components/ui/link-button';
import { InlineSpinner } from '../../components/ui/spinner';
import { useBlogPostsQuery } from './api/blog-public';
import { ArticleCard } from './article-card';
import { LINK_CLASS, readPage } from './blog-format';
import { BlogHeader } from './blog-header';

export const RSS_FEED_URL = '/blog/rss.xml';

const CHIP_CLASS =
  'inline-flex items-center rounded-full border px-3 py-1.5 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const chipClass = (active: boolean) =>
  `${CHIP_CLASS} ${
    active
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-700'
  }`;

/** /blog?page&tag, keeping the other one. */
function listHref(page: number, tag: string | null): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

function documentTitle(page: number, tag: string | null): string {
  const parts = ['Blog'];
  if (tag) parts.unshift(`Étiquette « ${tag} »`);
  if (page > 1) parts.unshift(`Page ${page}`);
  return `${parts.join(' — ')} — Créneau`;
}

/** The tags of every public article, as links that filter the list (« Tous » clears the filter). */
function TagFilter({ tags, active }: { tags: readonly string[]; active: string | null }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Filtrer par étiquette">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to="/blog" className={chipClass(!active)} aria-current={active ? undefined : 'page'}>
            Tous les articles
          </Link>
        </li>
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={listHref(1, tag)}
              className={chipClass(tag === active)}
              aria-current={tag === active ? 'page' : undefined}
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** « Page précédente » / « Page suivante »: links, so each page has its address. */
function BlogPager({ page, pages, tag }: { page: number; pages: number; tag: string | null }) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages des articles" className="mt-10 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <LinkButton to={listHref(Math.min(page - 1, pages), tag)} variant="secondary" rel="prev">
          Page précédente
        </LinkButton>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page} sur {pages}
      </p>
      {page < pages ? (
        <LinkButton to={listHref(page + 1, tag)} variant="secondary" rel="next">
          Page suivante
        </LinkButton>
      ) : (
        <span />
      )}
    </nav>
  );
}

function PostsList({ data, page, tag }: { data: TBlogPostsResponse; page: number; tag: string | null }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (data.posts.length === 0) {
    if (page > 1) {
      return (
        <EmptyState
          icon={Newspaper}
          title="Cette page ne contient aucun article"
          action={
            <LinkButton to={listHref(1, tag)} variant="secondary">
              Revenir à la première page
            </LinkButton>
          }
        >
          Le blog compte {pages} {pages > 1 ? 'pages' : 'page'}.
        </EmptyState>
      );
    }
    return tag ? (
      <EmptyState
        icon={Newspaper}
        title={`Aucun article avec l’étiquette « ${tag} »`}
        action={
          <LinkButton to="/blog" variant="secondary">
            Voir tous les articles
          </LinkButton>
        }
      >
        Essayez une autre étiquette ou parcourez tous les articles.
      </EmptyState>
    ) : (
      <EmptyState icon={Newspaper} title="Aucun article pour le moment">
        Les articles de l’équipe Créneau seront publiés sur cette page.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.posts.map((post) => (
          <li key={post.id}>
            <ArticleCard post={post} />
          </li>
        ))}
      </ul>
      <BlogPager page={page} pages={pages} tag={tag} />
    </>
  );
}

/** /blog: the published articles, newest first, filtered by a tag and paged through the address. */
export function BlogPage() {
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const tag = searchParams.get('tag')?.trim() || null;
  const query = useBlogPostsQuery(page, tag);
  useDocumentTitle(documentTitle(page, tag));

  return (
    <>
      <BlogHeader title="Le blog de Créneau">
        <p>Conseils et nouveautés pour les indépendants qui gèrent leurs rendez-vous avec Créneau.</p>
      </BlogHeader>
      <Container className="py-10 sm:py-14">
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-start justify-between gap-4">
            {query.data && <TagFilter tags={query.data.tags} active={tag} />}
            <a href={RSS_FEED_URL} className={`inline-flex items-center gap-1.5 ${LINK_CLASS}`}>
              <Rss aria-hidden="true" className="size-4" />
              Flux RSS
            </a>
          </div>
          {tag && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
              <span>
                Articles avec l’étiquette <strong className="text-slate-900">« {tag} »</strong>
              </span>
              <Link to="/blog" className={`inline-flex items-center gap-1 text-sm ${LINK_CLASS}`}>
                <X aria-hidden="true" className="size-4" />
                Retirer le filtre
              </Link>
            </p>
          )}
          <section aria-label="Articles" aria-busy={query.isFetching}>
            {query.isPending ? (
              <InlineSpinner label="Chargement des articles…" />
            ) : query.isError ? (
              <div className="space-y-3">
                <ErrorNotice error={query.error}>Les articles n’ont pas pu être chargés.</ErrorNotice>
                <ActionButton variant="secondary" onClick={() => void query.refetch()}>
                  Réessayer
                </ActionButton>
              </div>
            ) : (
              <PostsList data={query.data} page={page} tag={tag} />
            )}
          </section>
        </div>
      </Container>
    </>
  );
}
