import { PageHeader } from '../../components/ui/page-header';
import { ChangeEmailForm } from './components/change-email-form';
import { ChangePasswordForm } from './components/change-password-form';
import { SecurityKeysCard } from './components/security-keys-card';
import { SupportAccessList } from './components/support-access-list';

/** Sécurité: the password, the e-mail address, and who from the administration entered the account, when and why. */
export function SecuritySection() {
  return (
    <>
      <PageHeader title="Sécurité">
        Votre mot de passe, vos clés de sécurité, votre adresse e-mail et les accès du support à votre compte.
      </PageHeader>
      <div className="space-y-6">
        <ChangePasswordForm />
        <ChangeEmailForm />
        <SecurityKeysCard />
        <SupportAccessList />
      </div>
    </>
  );
}
