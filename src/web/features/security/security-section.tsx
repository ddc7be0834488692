import { PageHeader } from '../../components/ui/page-header';
import { ChangePasswordForm } from './components/change-password-form';
import { SupportAccessList } from './components/support-access-list';

/** Sécurité: the password, and who from the administration entered the account, when and why. */
export function SecuritySection() {
  return (
    <>
      <PageHeader title="Sécurité">Votre mot de passe et les accès du support à votre compte.</PageHeader>
      <div className="space-y-6">
        <ChangePasswordForm />
        <SupportAccessList />
      </div>
    </>
  );
}
