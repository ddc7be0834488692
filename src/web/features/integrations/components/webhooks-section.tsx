import { Webhook } from 'lucide-react';
import { useState } from 'react';
import type { TWebhook } from '../../../../shared/schemas/webhooks';
import { ActionButton } from '../../../components/ui/action-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useWebhooksQuery } from '../api/webhooks';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { DeleteWebhookDialog, RollSecretDialog } from './webhook-dialogs';
import { WebhookItem } from './webhook-item';

/** « Webhooks » of « Intégrations » (issue 36): signed events sent to the provider's own tools. */
export function WebhooksSection() {
  const webhooks = useWebhooksQuery();
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<TWebhook | null>(null);
  const [deleting, setDeleting] = useState<TWebhook | null>(null);
  return (
    <SectionCard
      title="Webhooks"
      lead="Créneau prévient vos outils de chaque rendez-vous pris, déplacé ou annulé, par un appel signé à l’adresse de votre choix."
    >
      <div className="mb-4 flex justify-end">
        <ActionButton onClick={() => setCreating(true)}>Ajouter un webhook</ActionButton>
      </div>
      <QueryState
        query={webhooks}
        loadingLabel="Chargement de vos webhooks…"
        errorLabel="Impossible de charger vos webhooks."
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={Webhook} title="Aucun webhook" titleAs="h2">
              Ajoutez l’adresse d’un outil pour qu’il soit prévenu de vos rendez-vous.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200">
              {list.map((webhook) => (
                <WebhookItem
                  key={webhook.id}
                  webhook={webhook}
                  onRoll={() => setRolling(webhook)}
                  onDelete={() => setDeleting(webhook)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <CreateWebhookDialog open={creating} onClose={() => setCreating(false)} />
      <RollSecretDialog webhook={rolling} onClose={() => setRolling(null)} />
      <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}
