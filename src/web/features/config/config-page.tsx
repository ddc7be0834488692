import { useCallback, useState } from 'react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { Toast } from '../../components/ui/toast';
import { useAdminConfigQuery } from './api/get-config';
import { ConfigBankTransfer } from './components/config-bank-transfer';
import { ConfigHost } from './components/config-host';
import { ConfigMaintenance } from './components/config-maintenance';
import { ConfigProviderDefaults } from './components/config-provider-defaults';
import { ConfigRegistration } from './components/config-registration';
import { ConfigSeller } from './components/config-seller';
import { ConfigSubprocessors } from './components/config-subprocessors';
import { ConfigSupport } from './components/config-support';
import { ConfigTestimonials } from './components/config-testimonials';

export const CONFIG_SAVED = 'Configuration enregistrée';

/** /admin/config: the platform's settings, each card saved on its own and live on every server at once. */
export function ConfigPage() {
  useDocumentTitle('Configuration — Administration — Créneau');
  const config = useAdminConfigQuery();
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);
  const onSaved = useCallback(() => setToast(CONFIG_SAVED), []);
  return (
    <>
      <PageHeader title="Configuration">
        Les réglages de la plateforme. Chaque carte s’enregistre seule ; chaque modification est inscrite au
        journal d’audit et s’applique aussitôt.
      </PageHeader>
      <QueryState
        query={config}
        loadingLabel="Chargement de la configuration…"
        errorLabel="Impossible de charger la configuration."
      >
        {(data) => (
          <div className="space-y-6">
            {[
              ConfigRegistration,
              ConfigProviderDefaults,
              ConfigSeller,
              ConfigBankTransfer,
              ConfigHost,
              ConfigSubprocessors,
              ConfigSupport,
              ConfigTestimonials,
              ConfigMaintenance,
            ].map((Section) => (
              <Section key={Section.name} config={data} onSaved={onSaved} />
            ))}
          </div>
        )}
      </QueryState>
      <Toast message={toast} onDismiss={dismissToast} />
    </>
  );
}
