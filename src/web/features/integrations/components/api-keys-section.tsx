import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TApiKey } from '../../../../shared/schemas/api-keys';
import { ActionButton } from '../../../components/ui/action-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useProviderZone } from '../../../lib/provider-data/use-provider-zone';
import { useApiKeysQuery } from '../api/api-keys';
import { ApiKeyItem } from './api-key-item';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

export const API_DOCS_PATH = '/documentation-api';

/** « Clés d'API »: the keys that let the provider's own tools call /api/v1 (issue 36). */
export function ApiKeysSection() {
  const keys = useApiKeysQuery();
  const { zone } = useProviderZone();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  return (
    <SectionCard
      title="Clés d’API"
      lead="Une clé permet à vos outils (Zapier, Make, n8n, votre CRM) de lire et de créer vos rendez-vous par l’API publique."
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to={API_DOCS_PATH} className="text-sm font-medium text-brand-700 underline">
          Documentation de l’API
        </Link>
        <ActionButton onClick={() => setCreating(true)}>Créer une clé</ActionButton>
      </div>
      <QueryState
        query={keys}
        loadingLabel="Chargement de vos clés…"
        errorLabel="Impossible de charger vos clés d’API."
      >
        {(apiKeys) =>
          apiKeys.length === 0 ? (
            <EmptyState icon={KeyRound} title="Aucune clé d’API" titleAs="h2">
              Créez une clé pour connecter un outil à votre compte.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200">
              {apiKeys.map((apiKey) => (
                <ApiKeyItem
                  key={apiKey.id}
                  apiKey={apiKey}
                  zone={zone}
                  onRevoke={() => setRevoking(apiKey)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </SectionCard>
  );
}
