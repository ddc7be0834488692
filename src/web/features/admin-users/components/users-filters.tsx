import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PLANS } from '../../../../shared/pricing';
import { ROLE_LABELS, STATUS_LABELS } from '../../../components/admin/account-labels';
import { inputBorder, inputClasses } from '../../../components/ui/field-shell';
import { SelectField } from '../../../components/ui/select-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

export type TUsersFilterKey = 'q' | 'role' | 'status' | 'verified' | 'plan';

type UsersFiltersProps = {
  filters: Record<TUsersFilterKey, string>;
  onChange: (key: TUsersFilterKey, value: string) => void;
};

/** The search box (sent once typing pauses) and the role, status, verified e-mail and pack selects. */
export function UsersFilters({ filters, onChange }: UsersFiltersProps) {
  const [query, setQuery] = useState(filters.q);
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== filters.q) onChange('q', debounced);
  }, [debounced, filters.q, onChange]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers (and jsdom); the role works everywhere.
    <div
      role="search"
      className="mb-5 grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] md:items-end"
    >
      <div className="relative">
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
          placeholder="Nom ou adresse e-mail"
          autoComplete="off"
          className={`${inputClasses} ${inputBorder(false)} pl-10`}
        />
      </div>
      <SelectField
        label="Rôle"
        value={filters.role}
        onChange={(event) => onChange('role', event.target.value)}
      >
        <option value="">Tous les rôles</option>
        {Object.entries(ROLE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Statut"
        value={filters.status}
        onChange={(event) => onChange('status', event.target.value)}
      >
        <option value="">Actifs et suspendus</option>
        {Object.entries(STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="E-mail vérifié"
        value={filters.verified}
        onChange={(event) => onChange('verified', event.target.value)}
      >
        <option value="">Tous</option>
        <option value="true">Oui</option>
        <option value="false">Non</option>
      </SelectField>
      <SelectField
        label="Pack"
        value={filters.plan}
        onChange={(event) => onChange('plan', event.target.value)}
      >
        <option value="">Tous les packs</option>
        {PLANS.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
