const APPS = [
  {
    name: 'Google Agenda',
    steps: [
      'Sur ordinateur, ouvrez Google Agenda.',
      'À côté de « Autres agendas », cliquez sur + puis « À partir de l’URL ».',
      'Collez l’adresse https et validez avec « Ajouter un agenda ».',
    ],
  },
  {
    name: 'Apple Calendrier',
    steps: [
      'Sur Mac : menu Fichier → Nouvel abonnement, collez l’adresse webcal puis « S’abonner ».',
      'Sur iPhone ou iPad : touchez « Ouvrir dans mon agenda » ci-dessus et confirmez l’abonnement.',
    ],
  },
  {
    name: 'Outlook',
    steps: [
      'Dans Outlook sur le web, ouvrez le Calendrier puis « Ajouter un calendrier ».',
      'Choisissez « S’abonner à partir du web », collez l’adresse https, donnez-lui un nom et importez.',
    ],
  },
] as const;

/** Where to paste the address in the three calendar apps people use most. */
export function SubscribeInstructions() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {APPS.map((app) => (
        <section key={app.name} className="rounded-xl border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">{app.name}</h3>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-slate-700">
            {app.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
