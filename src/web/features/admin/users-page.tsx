import { Search, Users } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ActionButton } from '../../components/ui/action-button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorNotice } from '../../components/ui/error-notice';
import { inputBorder, inputClasses } from '../../components/ui/field-shell';
import { PageHeader } from '../../components/ui/page-header';
import { InlineSpinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUserSearchQuery } from './api/search-users';
import { UsersResults } from './components/users-results';

export const SEARCH_DEBOUNCE_MS = 300;

function countLabel(shown: number, total: number): string {
  if (total === shown) return `${total} utilisateur${total > 1 ? 's' : ''}`;
  return `${shown} utilisateurs affichés sur ${total} (les plus récents) — affinez la recherche`;
}

/** /admin: find an account by name or e-mail. */
export function UsersPage() {
  useDocumentTitle('Utilisateurs — Administration — Créneau');
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useUserSearchQuery(debounced);

  return (
    <>
      <PageHeader title="Utilisateurs">Recherchez un compte par nom ou par adresse email.</PageHeader>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers (and jsdom); the role works everywhere. */}
      <div role="search" className="relative mb-5">
        <label htmlFor="user-search" className="sr-only">
          Rechercher un utilisateur
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id="user-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Nom ou adresse email"
          autoComplete="off"
          className={`${inputClasses} ${inputBorder(false)} pl-10`}
        />
      </div>

      {search.isPending && <InlineSpinner label="Recherche en cours…" />}
      {search.isError && (
        <div className="space-y-3">
          <ErrorNotice error={search.error} />
          <ActionButton variant="secondary" onClick={() => void search.refetch()}>
            Réessayer
          </ActionButton>
        </div>
      )}
      {search.isSuccess && search.data.users.length === 0 && (
        <EmptyState icon={Users} title="Aucun utilisateur trouvé">
          {debounced ? `Aucun compte ne correspond à « ${debounced} ».` : 'Aucun compte n’a encore été créé.'}
        </EmptyState>
      )}
      {search.isSuccess && search.data.users.length > 0 && (
        <div aria-busy={search.isFetching}>
          <p role="status" className="mb-3 text-sm text-slate-600">
            {countLabel(search.data.users.length, search.data.total)}
          </p>
          <UsersResults users={search.data.users} />
        </div>
      )}
    </>
  );
}
