import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { LinkButton } from '../../../components/ui/link-button';
import { InlineSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { parseApiError } from '../../../lib/parse-api-error';
import { useVerifyEmailQuery } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { ResendVerificationForm } from '../components/resend-verification';

export type TVerifyStatus = 'loading' | 'success' | 'error';

const DEFAULT_SUCCESS = 'Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.';
const DEFAULT_ERROR =
  "Ce lien de vérification n'est pas valide : il a peut-être expiré ou a déjà été utilisé.";

function VerifySuccess({ message }: { message: string }) {
  return (
    <div className="space-y-5 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
      <LinkButton to="/?auth=login" className="w-full">
        Se connecter
      </LinkButton>
    </div>
  );
}

function VerifyError({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <div className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <CircleX className="size-7" aria-hidden="true" />
        </span>
        <p role="alert" className="mt-4 text-sm text-slate-700">
          {message}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          Saisissez votre adresse : si elle attend encore sa vérification, un nouveau lien vous sera envoyé.
        </p>
      </div>
      <ResendVerificationForm />
    </div>
  );
}

/**
 * SPEC §4 "E-mail verification": /verify-email/:token checks the link (loading → success | error);
 * /verify-email/success and /verify-email/failed show a preset status (the server's redirects).
 */
export function VerifyEmailPage({ preset }: { preset?: Exclude<TVerifyStatus, 'loading'> }) {
  useDocumentTitle("Vérification de l'adresse e-mail — Créneau");
  const { token } = useParams();
  const verification = useVerifyEmailQuery(preset ? undefined : token);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const session = verification.data?.session;
  // The browser that signed up is signed in (issue 15): straight on to the DPA and the dashboard.
  useEffect(() => {
    if (!session) return;
    signIn({ ...session, rememberMe: false });
    void navigate('/dashboard', { replace: true });
  }, [session, signIn, navigate]);

  let content = <InlineSpinner label="Vérification de votre adresse…" />;
  if (preset === 'success') content = <VerifySuccess message={DEFAULT_SUCCESS} />;
  else if (preset === 'error') content = <VerifyError message={DEFAULT_ERROR} />;
  else if (verification.isSuccess && !session)
    content = <VerifySuccess message={verification.data.message} />;
  else if (verification.isSuccess) content = <InlineSpinner label="Ouverture de votre tableau de bord…" />;
  else if (verification.isError)
    content = <VerifyError message={parseApiError(verification.error, DEFAULT_ERROR).message} />;

  return <AuthCard title="Vérification de l'adresse e-mail">{content}</AuthCard>;
}
