import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ActionButton } from './action-button';
import { ErrorNotice } from './error-notice';
import { InlineSpinner } from './spinner';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorLabel: string;
  children: (data: T) => ReactNode;
};

/** Loading, error with « Réessayer », or the loaded data: the three states every set-up screen has. */
export function QueryState<T>({ query, loadingLabel, errorLabel, children }: QueryStateProps<T>) {
  if (query.isPending) return <InlineSpinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <div className="space-y-3">
        <ErrorNotice error={query.error}>{errorLabel}</ErrorNotice>
        <ActionButton variant="secondary" onClick={() => void query.refetch()}>
          Réessayer
        </ActionButton>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
