import { CircleCheck } from 'lucide-react';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { LinkButton } from '../../../components/ui/link-button';

/**
 * What the erasure did, as src/server/modules/gdpr/account-deletion.ts does it: keep these lines in
 * step with that file (and with the list the deletion card shows before). A no-break space goes before
 * « : » and « ; », as French sets them, so that neither starts a line.
 */
const DONE = [
  'Vous êtes déconnecté de tous vos appareils.',
  'Vos données personnelles sont effacées\u00a0: compte, profil, paramètres, prestations, disponibilités, notes sur vos clients, liste d’attente, notifications, échanges avec le support, clés de sécurité et d’API, webhooks, flux iCal et synchronisation d’agenda.',
  'Vos rendez-vous à venir sont annulés et vos clients ont été prévenus par e-mail\u00a0; dans vos rendez-vous, leurs coordonnées sont anonymisées.',
  'Votre page de réservation n’existe plus.',
  'Vos factures, vos commandes (sans adresse de livraison) et votre DPA signé sont conservés, comme la loi l’exige.',
];

/** /compte-supprime: a calm last page after « Supprimer mon compte », with the way back home. */
export function AccountDeletedPage() {
  useDocumentTitle('Compte supprimé — Créneau');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-14 sm:px-6 lg:py-20">
      <div className="flex items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-emerald-600" />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Compte supprimé</h1>
      </div>
      <p className="mt-4 text-lg text-slate-700">
        Votre compte Créneau a bien été supprimé. Voici ce qui a été fait{'\u00a0'}:
      </p>
      <ul className="mt-6 list-disc space-y-2 pl-5 text-slate-700">
        {DONE.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">Merci d’avoir utilisé Créneau.</p>
      <LinkButton to="/" className="mt-8">
        Retour à l’accueil
      </LinkButton>
    </div>
  );
}
