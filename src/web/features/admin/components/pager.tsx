import { ActionButton } from '../../../components/ui/action-button';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
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
