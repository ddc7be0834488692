import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ActionButton } from '../../../../components/ui/action-button';
import { Notice } from '../../../../components/ui/notice';
import { InlineSpinner } from '../../../../components/ui/spinner';
import { errorMessage } from './error-message';

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
        <Notice tone="error">
          {errorLabel} {errorMessage(query.error)}
        </Notice>
        <ActionButton variant="secondary" onClick={() => void query.refetch()}>
          Réessayer
        </ActionButton>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
