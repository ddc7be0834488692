import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageHeader } from '../../components/ui/page-header';
import { SecurityKeysCard } from './components/security-keys-card';

/** /admin/security: an administrator's own passkeys and security keys (issue 16). */
export function AdminSecurityPage() {
  useDocumentTitle('Sécurité — Administration — Créneau');
  return (
    <>
      <PageHeader title="Sécurité">
        Vos clés de sécurité et passkeys d’administrateur : elles remplacent la saisie du mot de passe, qui
        continue de fonctionner.
      </PageHeader>
      <SecurityKeysCard />
    </>
  );
}
