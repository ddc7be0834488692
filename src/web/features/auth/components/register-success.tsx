import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ResendVerificationButton } from './resend-verification';

/** SPEC §4: the address is not verified yet, so no session: ask the person to open the e-mail. */
export function RegisterSuccess({ email, message }: { email: string; message: string }) {
  return (
    <div className="space-y-4 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold text-slate-900">Vérifiez vos e-mails</h3>
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
      <p className="text-sm text-slate-600">
        Un lien de confirmation a été envoyé à <strong className="break-all text-slate-900">{email}</strong>.
        Ouvrez-le pour activer votre compte, puis connectez-vous. Pensez à regarder dans vos courriers
        indésirables.
      </p>
      <div className="flex flex-col items-center gap-3">
        <ResendVerificationButton email={email} label="Renvoyer" />
        <Link to="/?auth=login" replace className="text-sm font-semibold text-brand-700 hover:underline">
          Aller à la connexion
        </Link>
      </div>
    </div>
  );
}
