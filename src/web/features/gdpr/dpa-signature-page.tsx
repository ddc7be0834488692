import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ActionButton } from '../../components/ui/action-button';
import { Notice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { InlineSpinner } from '../../components/ui/spinner';
import { parseApiError } from '../../lib/parse-api-error';
import { useDpaContentQuery } from './api/get-dpa-content';
import { DpaExplanation } from './components/dpa/dpa-explanation';
import { DpaSignatureFlow } from './components/dpa/dpa-signature-flow';

/** /dpa-signature: what the DPA is, and the modal that signs it, open on arrival (SPEC §2, §4). */
export function DpaSignaturePage() {
  useDocumentTitle('Signature du DPA — Créneau');
  const content = useDpaContentQuery();
  return (
    <>
      <PageHeader title="Accord de traitement des données (DPA)">
        Le RGPD exige un contrat entre vous, responsable du traitement des données de vos clients, et Créneau,
        qui les traite pour votre compte.
      </PageHeader>
      <div className="space-y-6">
        {content.data !== undefined ? (
          <DpaSignatureFlow dpa={content.data} />
        ) : content.isError ? (
          <Notice tone="error">
            <p>Impossible de charger votre DPA : {parseApiError(content.error).message}</p>
            <ActionButton
              variant="secondary"
              size="sm"
              className="mt-3"
              loading={content.isFetching}
              onClick={() => void content.refetch()}
            >
              Réessayer
            </ActionButton>
          </Notice>
        ) : (
          <InlineSpinner label="Chargement de votre DPA…" />
        )}
        <DpaExplanation />
      </div>
    </>
  );
}
