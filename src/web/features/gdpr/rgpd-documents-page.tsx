import { FileText } from 'lucide-react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';

/** /rgpd/documents: the account's GDPR documents (the signed DPA first). */
export function RgpdDocumentsPage() {
  useDocumentTitle('Documents RGPD — Créneau');
  return (
    <>
      <PageHeader title="Documents RGPD">
        Les documents liés à la protection des données de vos clients.
      </PageHeader>
      <EmptyState
        icon={FileText}
        title="Aucun document pour le moment"
        action={<LinkButton to="/dpa-signature">Voir la signature du DPA</LinkButton>}
      >
        Votre accord de traitement des données (DPA) signé apparaîtra ici, avec sa version PDF.
      </EmptyState>
    </>
  );
}
