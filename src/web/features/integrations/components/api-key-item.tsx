import { formatDateTime } from '../../../../shared/french-format';
import { API_KEY_SCOPE_LABELS, type TApiKey } from '../../../../shared/schemas/api-keys';
import { ActionButton } from '../../../components/ui/action-button';

/** One key of the list: its name, what it may do, how to recognise it, when it served last. */
export function ApiKeyItem({
  apiKey,
  zone,
  onRevoke,
}: {
  apiKey: TApiKey;
  zone: string;
  onRevoke: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900">{apiKey.name}</p>
        <p className="font-mono text-sm text-slate-600">{apiKey.prefix}…</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Autorisations">
          {apiKey.scopes.map((scope) => (
            <li key={scope} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {API_KEY_SCOPE_LABELS[scope]}
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-500">
          Créée le {formatDateTime(apiKey.createdAt, zone, 'medium')} · Dernière utilisation :{' '}
          {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt, zone, 'medium') : 'jamais'}
        </p>
      </div>
      <ActionButton
        variant="secondary"
        size="sm"
        onClick={onRevoke}
        aria-label={`Révoquer la clé ${apiKey.name}`}
      >
        Révoquer
      </ActionButton>
    </li>
  );
}
