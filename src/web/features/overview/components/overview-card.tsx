import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';

/** One block of the home page: a titled region, with an optional link to the full screen. */
export function OverviewCard({
  title,
  aside,
  link,
  children,
}: {
  title: string;
  aside?: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-slate-900">
          {title}
          {aside && <span className="ml-2 font-normal text-slate-600">{aside}</span>}
        </h2>
        {link && (
          <Link to={link.to} className="text-sm font-semibold text-brand-700 hover:underline">
            {link.label}
          </Link>
        )}
      </div>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** Grey lines where rows will be: the card keeps its height while it loads. */
function Skeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={i} className="h-5 animate-pulse rounded bg-slate-100" aria-hidden="true" />
      ))}
    </div>
  );
}

/** Loading lines, a French error with « Réessayer », or the data. */
export function CardQuery<T>({
  query,
  loadingLabel,
  errorLabel,
  rows = 2,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  loadingLabel: string;
  errorLabel: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton label={loadingLabel} rows={rows} />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="space-y-2">
        <ErrorNotice error={query.error}>{errorLabel}</ErrorNotice>
        <ActionButton variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Réessayer
        </ActionButton>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
