import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ResendVerificationButton } from './resend-verification';

/**
 * SPEC §4: the address is not verified yet, so no session. The server's message is the heading,
 * said once; the rest is what to do with it. Focus moves to the heading so that a screen reader
 * reads the outcome where the form was.
 */
export function RegisterSuccess({ email, message }: { email: string; message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <h3
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-balance text-slate-900 outline-none"
      >
        {message}
      </h3>
      <p className="text-sm text-slate-700">
        Nous avons envoyé un lien d’activation à
        {/* On its own line: a long address stays readable instead of breaking mid-sentence. */}
        <strong className="block break-all text-base text-slate-900">{email}</strong>
        Ouvrez-le, puis connectez-vous.
      </p>
      <p className="text-sm text-slate-600">
        Rien reçu après quelques minutes ? Regardez dans vos courriers indésirables, ou demandez un nouvel
        envoi.
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
