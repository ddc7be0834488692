import { ChevronDown } from 'lucide-react';

/** Where each common CalDAV provider keeps its address and its app passwords. */
const PROVIDERS = [
  {
    name: 'Nextcloud',
    steps: [
      'Adresse du serveur : https://votre-nextcloud.fr/remote.php/dav (avec l’adresse de votre Nextcloud).',
      'Identifiant : votre nom d’utilisateur Nextcloud.',
      'Mot de passe d’application : dans Paramètres personnels → Sécurité, « Créer un nouveau mot de passe d’application ».',
    ],
  },
  {
    name: 'iCloud',
    steps: [
      'Adresse du serveur : https://caldav.icloud.com',
      'Identifiant : l’adresse e-mail de votre compte Apple.',
      'Mot de passe pour app : sur account.apple.com, Connexion et sécurité → Mots de passe pour app (la double authentification doit être activée).',
    ],
  },
  {
    name: 'Fastmail',
    steps: [
      'Adresse du serveur : https://caldav.fastmail.com',
      'Identifiant : votre adresse e-mail Fastmail.',
      'Mot de passe d’application : dans Paramètres → Confidentialité et sécurité → Mots de passe d’application, avec l’accès aux agendas (CalDAV).',
    ],
  },
] as const;

/** One disclosure per provider, closed until asked: the form stays short. */
export function ProviderHelp() {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {PROVIDERS.map((provider) => (
        <details key={provider.name} className="group px-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg py-3 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
            Avec {provider.name}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <ul className="list-disc space-y-1 pb-3 pl-5 text-sm break-words text-slate-700">
            {provider.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
