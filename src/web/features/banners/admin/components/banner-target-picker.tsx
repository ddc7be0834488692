import { X } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useUserSearchQuery } from '../api/search-users';
import type { TTargetUser } from '../utils/banner-form';

/** The chosen users of a banner: search by name or e-mail (GET /api/admin/users/search), add, remove. */
export function BannerTargetPicker({
  value,
  onChange,
  error,
}: {
  value: TTargetUser[];
  onChange: (users: TTargetUser[]) => void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 250);
  const search = useUserSearchQuery(debounced);
  const chosen = new Set(value.map((u) => u.id));
  const results = (search.data ?? []).filter((u) => !chosen.has(u.id)).slice(0, 8);

  return (
    <div className="space-y-2">
      <TextField
        label="Rechercher un utilisateur"
        hint="Nom ou adresse e-mail, deux caractères au moins."
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        error={error}
      />
      {debounced.trim().length >= 2 && (
        <div aria-live="polite">
          {search.isError && <p className="text-sm text-red-700">La recherche a échoué. Réessayez.</p>}
          {search.isSuccess && results.length === 0 && (
            <p className="text-sm text-slate-600">Aucun utilisateur trouvé.</p>
          )}
          {results.length > 0 && (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {results.map((user) => (
                <li key={user.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                  <span className="min-w-0 truncate">
                    {user.name} <span className="text-slate-600">({user.email})</span>
                  </span>
                  <button
                    type="button"
                    className="shrink-0 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
                    onClick={() => onChange([...value, { id: user.id, name: user.name, email: user.email }])}
                    aria-label={`Ajouter ${user.name}`}
                  >
                    Ajouter
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div>
        <p className="text-sm font-medium text-slate-800">Utilisateurs choisis ({value.length})</p>
        {value.length === 0 ? (
          <p className="text-sm text-slate-600">Aucun pour l’instant.</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {value.map((user) => (
              <li
                key={user.id}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
              >
                <span>{user.name}</span>
                <button
                  type="button"
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-slate-200"
                  onClick={() => onChange(value.filter((u) => u.id !== user.id))}
                  aria-label={`Retirer ${user.name}`}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
