import { DPA_STEPS } from './dpa-steps';

const COVERS = [
  'ce que Créneau fait des données de vos clients : réservations, confirmations et rappels, agenda ;',
  'les données et les personnes concernées, et la durée du traitement ;',
  'nos engagements : confidentialité, sécurité, sous-traitants ultérieurs, aide pour les droits de vos clients et en cas de violation de données ;',
  'le sort des données à la fin du contrat : export puis suppression.',
];

const STEP_DETAILS: Record<(typeof DPA_STEPS)[number]['step'], string> = {
  form: 'nom ou raison sociale, SIRET (facultatif), adresse et téléphone.',
  reading: 'le contrat est généré à votre nom ; vous le lisez en entier.',
  signing: 'deux cases à cocher, puis une copie PDF vous est envoyée par e-mail.',
};

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6';

/** Why the DPA exists, what it covers and how it is signed: the page behind the modal. */
export function DpaExplanation() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className={cardClass}>
        <h2 className="text-base font-semibold text-slate-900">Pourquoi ce contrat ?</h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          Quand vos clients réservent, Créneau enregistre pour vous leurs coordonnées et leurs rendez-vous.
          L'article 28 du RGPD impose qu'un contrat écrit encadre ce traitement entre vous, responsable du
          traitement, et Créneau, sous-traitant.
        </p>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Ce qu'il couvre</h3>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-6 text-slate-600">
          {COVERS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className={cardClass}>
        <h2 className="text-base font-semibold text-slate-900">Comment se passe la signature</h2>
        <ol className="mt-4 space-y-4">
          {DPA_STEPS.map(({ step, label }, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-700">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">
                {index + 1}
              </span>
              <span>
                <span className="font-semibold text-slate-900">{label}</span> : {STEP_DETAILS[step]}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-5 text-sm text-slate-600">
          Une fois signé, le DPA reste consultable et téléchargeable dans vos documents RGPD.
        </p>
      </section>
    </div>
  );
}
