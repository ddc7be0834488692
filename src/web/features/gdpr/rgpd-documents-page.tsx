import { useDocumentTitle } from '../../components/layout/use-document-title';
import { Notice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { useSignedInUser } from '../../lib/auth/auth-context';
import { isAdminRole } from '../../lib/auth/roles';
import { DeleteAccountSection } from './components/documents/delete-account-section';
import { DpaDocument } from './components/documents/dpa-document';
import { MyDataExport } from './components/documents/my-data-export';

/** /rgpd/documents: the signed DPA, the account's data export and its deletion (SPEC §2). */
export function RgpdDocumentsPage() {
  useDocumentTitle('Documents RGPD — Créneau');
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Documents RGPD">
        Vos documents de conformité et vos droits sur les données de votre compte.
      </PageHeader>
      {isAdminRole(user.role) ? (
        // The server refuses these tools to administrators (no DPA, no customers, no self-deletion).
        <Notice tone="info">
          Ces documents concernent les comptes professionnels : un compte administrateur n’a ni DPA à signer,
          ni données clients à exporter, et ne se supprime pas depuis cette page.
        </Notice>
      ) : (
        <div className="max-w-3xl space-y-6">
          <DpaDocument />
          <MyDataExport />
          <DeleteAccountSection />
        </div>
      )}
    </>
  );
}
