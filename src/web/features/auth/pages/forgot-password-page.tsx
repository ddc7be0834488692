import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /forgot-password: the modal's form on its own page (links from e-mails and the expired-link state). */
export function ForgotPasswordPage() {
  useDocumentTitle('Mot de passe oublié — Créneau');
  const navigate = useNavigate();
  return (
    <AuthCard title="Mot de passe oublié">
      <ForgotPasswordForm onBackToLogin={() => void navigate('/?auth=login')} />
    </AuthCard>
  );
}
