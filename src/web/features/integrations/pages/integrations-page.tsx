import { PageHeader } from '../../../components/ui/page-header';
import { ApiKeysSection } from '../components/api-keys-section';
import { WebhooksSection } from '../components/webhooks-section';

/** « Intégrations » (issue 36): the provider's own tools, by API keys and by webhooks. */
export function IntegrationsPage() {
  return (
    <>
      <PageHeader title="Intégrations">
        Connectez Créneau à vos outils : ils lisent et créent vos rendez-vous avec une clé d’API, et sont
        prévenus de chaque changement par un webhook.
      </PageHeader>
      <div className="space-y-8">
        <ApiKeysSection />
        <WebhooksSection />
      </div>
    </>
  );
}
