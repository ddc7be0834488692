import type { ReactNode } from 'react';
import { ActionButton } from './action-button';

/** Where a paged list stands, as the admin list routes answer it. */
type TPage = { page: number; pageSize: number; total: number };

type PagerProps = TPage & {
  onPage: (page: number) => void;
  /** What the pages hold, for screen readers (« Pages des utilisateurs »). */
  label: string;
};

/** « Précédent » / « Suivant » and « Page 2 sur 7 »; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <ActionButton variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Précédent
      </ActionButton>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} sur {pages}
      </p>
      <ActionButton variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Suivant
      </ActionButton>
    </nav>
  );
}

type PagedResultsProps = TPage & {
  /** The page is being replaced by the next one. */
  busy: boolean;
  /** « 12 utilisateurs », announced when it changes. */
  countLabel: string;
  /** What the pages hold, for screen readers (« Pages des utilisateurs »). */
  pagerLabel: string;
  onPage: (page: number) => void;
  children: ReactNode;
};

/** A page of a list: its count, the list itself and the pager under it. */
export function PagedResults({ busy, countLabel, pagerLabel, children, ...pager }: PagedResultsProps) {
  return (
    <div aria-busy={busy}>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {countLabel}
      </p>
      {children}
      <Pager {...pager} label={pagerLabel} />
    </div>
  );
}
