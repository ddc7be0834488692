import { Newspaper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  BLOG_POST_STATUSES,
  type TAdminBlogPost,
  type TBlogPostStatus,
} from '../../../../shared/schemas/blog';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResults } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { useAdminPostsQuery, useDeletePostMutation } from './api';
import { BlogAdminLinks } from './blog-admin-links';
import { formatAdminDateTime, statusText } from './format';

const FILTER_KEYS = ['q', 'status'] as const;
const STATUS_FILTERS: Record<TBlogPostStatus, string> = {
  draft: 'Brouillons',
  scheduled: 'Programmés',
  published: 'Publiés',
};

function PostRow({ post, onDelete }: { post: TAdminBlogPost; onDelete: () => void }) {
  const isPublic =
    post.status === 'published' || (post.publishAt !== null && Date.parse(post.publishAt) <= Date.now());
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      <div className="min-w-0 flex-1">
        <Link
          to={`/blog/admin/edit/${post.id}`}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {post.title}
        </Link>
        <p className="text-sm text-slate-700">
          {statusText(post)} · modifié le {formatAdminDateTime(post.updatedAt)}
        </p>
        <p className="text-xs text-slate-600">
          {post.views} lecture{post.views > 1 ? 's' : ''} · {post.pendingComments} commentaire
          {post.pendingComments > 1 ? 's' : ''} en attente
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LinkButton to={`/blog/admin/edit/${post.id}`} variant="secondary" size="sm">
          Modifier <span className="sr-only">« {post.title} »</span>
        </LinkButton>
        {isPublic && (
          <LinkButton to={`/blog/${post.slug}`} variant="secondary" size="sm">
            Voir <span className="sr-only">« {post.title} »</span>
          </LinkButton>
        )}
        <ActionButton variant="secondary" size="sm" onClick={onDelete}>
          Supprimer <span className="sr-only">« {post.title} »</span>
        </ActionButton>
      </div>
    </li>
  );
}

/** /blog/admin (issue 17): every article, searched and filtered by status, with its figures. */
export function BlogPostsPage() {
  useDocumentTitle('Blog — Administration — Créneau');
  const { filters, page, setFilter, setPage } = useSearchFilters(FILTER_KEYS);
  const [search, setSearch] = useState(filters.q);
  const debounced = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced !== filters.q) setFilter('q', debounced);
  }, [debounced, filters.q, setFilter]);
  const status = (BLOG_POST_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as TBlogPostStatus)
    : undefined;
  const posts = useAdminPostsQuery({ page, q: filters.q || undefined, status });
  const [deleting, setDeleting] = useState<TAdminBlogPost | null>(null);
  const remove = useDeletePostMutation();
  return (
    <>
      <PageHeader title="Blog">Les articles publiés, programmés et les brouillons.</PageHeader>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <BlogAdminLinks />
        <LinkButton to="/blog/admin/new">Nouvel article</LinkButton>
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <TextField
          label="Rechercher un article"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label="Statut"
          value={filters.status}
          onChange={(e) => setFilter('status', e.target.value)}
        >
          <option value="">Tous</option>
          {BLOG_POST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_FILTERS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState
        query={posts}
        loadingLabel="Chargement des articles…"
        errorLabel="Impossible de charger les articles."
      >
        {(data) =>
          data.total === 0 ? (
            <EmptyState icon={Newspaper} title="Aucun article">
              {filters.q || status
                ? 'Aucun article ne correspond à ces critères.'
                : 'Écrivez le premier avec « Nouvel article ».'}
            </EmptyState>
          ) : (
            <PagedResults
              page={page}
              pageSize={data.pageSize}
              total={data.total}
              busy={posts.isFetching}
              countLabel={`${data.total} article${data.total > 1 ? 's' : ''}`}
              pagerLabel="Pages des articles"
              onPage={setPage}
            >
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {data.posts.map((post) => (
                  <PostRow key={post.id} post={post} onDelete={() => setDeleting(post)} />
                ))}
              </ul>
            </PagedResults>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Supprimer l’article ?"
        confirmLabel="Supprimer l’article"
        tone="danger"
        pending={remove.isPending}
        error={remove.isError ? parseApiError(remove.error).message : null}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        « {deleting?.title} » sera supprimé définitivement, avec ses commentaires et ses statistiques.
      </ConfirmDialog>
    </>
  );
}
