import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BLOG_COMMENT_STATUSES,
  type TAdminBlogComment,
  type TBlogCommentStatus,
} from '../../../../shared/schemas/blog';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResults } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { parseApiError } from '../../../lib/parse-api-error';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { useAdminCommentsQuery, useModerateCommentMutation } from './api';
import { BlogAdminLinks } from './blog-admin-links';
import { formatAdminDateTime } from './format';

const TABS: Record<TBlogCommentStatus, { label: string; empty: string }> = {
  pending: { label: 'En attente', empty: 'Aucun commentaire en attente de modération.' },
  approved: { label: 'Approuvés', empty: 'Aucun commentaire approuvé.' },
  rejected: { label: 'Refusés', empty: 'Aucun commentaire refusé.' },
};
const FILTER_KEYS = ['status', 'postId'] as const;

function CommentItem({
  comment,
  onModerate,
  onDelete,
  busy,
}: {
  comment: TAdminBlogComment;
  onModerate: (status: 'approved' | 'rejected') => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <li className="space-y-2 p-4">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{comment.name}</span> ·{' '}
        {comment.email || 'adresse effacée'} · {formatAdminDateTime(comment.createdAt)}
      </p>
      <p className="text-sm text-slate-600">
        Sur{' '}
        <Link to={`/blog/admin/comments?postId=${comment.postId}`} className="text-brand-700 underline">
          {comment.postTitle}
        </Link>
      </p>
      <p className="whitespace-pre-line wrap-break-word text-slate-900">{comment.content}</p>
      <div className="flex flex-wrap gap-2">
        {comment.status !== 'approved' && (
          <ActionButton size="sm" disabled={busy} onClick={() => onModerate('approved')}>
            Approuver <span className="sr-only">le commentaire de {comment.name}</span>
          </ActionButton>
        )}
        {comment.status !== 'rejected' && (
          <ActionButton size="sm" variant="secondary" disabled={busy} onClick={() => onModerate('rejected')}>
            Refuser <span className="sr-only">le commentaire de {comment.name}</span>
          </ActionButton>
        )}
        <ActionButton size="sm" variant="secondary" disabled={busy} onClick={onDelete}>
          Supprimer <span className="sr-only">le commentaire de {comment.name}</span>
        </ActionButton>
      </div>
    </li>
  );
}

/** /blog/admin/comments (issue 17): readers' comments to approve or reject, by status and article. */
export function BlogCommentsPage() {
  useDocumentTitle('Commentaires du blog — Administration — Créneau');
  const { filters, page, setFilter, setPage } = useSearchFilters(FILTER_KEYS);
  const status = (BLOG_COMMENT_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as TBlogCommentStatus)
    : 'pending';
  const comments = useAdminCommentsQuery({ page, status, postId: filters.postId || undefined });
  const moderate = useModerateCommentMutation();
  const [deleting, setDeleting] = useState<TAdminBlogComment | null>(null);
  const counts = comments.data?.counts;
  return (
    <>
      <PageHeader title="Commentaires">
        Les commentaires des lecteurs n’apparaissent qu’une fois approuvés ; l’auteur reçoit alors un e-mail.
      </PageHeader>
      <div className="mb-4">
        <BlogAdminLinks />
      </div>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">Statut des commentaires</legend>
        {BLOG_COMMENT_STATUSES.map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={status === tab}
            onClick={() => setFilter('status', tab === 'pending' ? '' : tab)}
            className={`rounded-full border px-3 py-1.5 text-sm font-medium ${status === tab ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700'}`}
          >
            {TABS[tab].label}
            {counts ? ` (${counts[tab]})` : ''}
          </button>
        ))}
        {filters.postId && (
          <button
            type="button"
            onClick={() => setFilter('postId', '')}
            className="text-sm text-brand-700 underline"
          >
            Tous les articles
          </button>
        )}
      </fieldset>
      {moderate.isError && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {parseApiError(moderate.error).message}
        </p>
      )}
      <QueryState
        query={comments}
        loadingLabel="Chargement des commentaires…"
        errorLabel="Impossible de charger les commentaires."
      >
        {(data) =>
          data.total === 0 ? (
            <EmptyState icon={MessageSquare} title="Aucun commentaire">
              {TABS[status].empty}
            </EmptyState>
          ) : (
            <PagedResults
              page={page}
              pageSize={data.pageSize}
              total={data.total}
              busy={comments.isFetching}
              countLabel={`${data.total} commentaire${data.total > 1 ? 's' : ''}`}
              pagerLabel="Pages des commentaires"
              onPage={setPage}
            >
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {data.comments.map((comment) => (
                  <CommentItem
                    key={comment.id}
                    comment={comment}
                    busy={moderate.isPending}
                    onModerate={(next) => moderate.mutate({ id: comment.id, status: next })}
                    onDelete={() => setDeleting(comment)}
                  />
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
        title="Supprimer le commentaire ?"
        confirmLabel="Supprimer le commentaire"
        tone="danger"
        pending={moderate.isPending}
        onConfirm={() => {
          if (deleting)
            moderate.mutate({ id: deleting.id, status: null }, { onSuccess: () => setDeleting(null) });
        }}
      >
        Le commentaire de {deleting?.name} sera supprimé définitivement.
      </ConfirmDialog>
    </>
  );
}
