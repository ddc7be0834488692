import { ChevronDown } from 'lucide-react';
import {
  CARRY_OVER_RATE,
  CREDIT_VALIDITY_MONTHS,
  FREE_TIER,
  LOW_QUOTA_ALERT,
  PACKS,
} from '../../../../shared/pricing';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';

const carryOverPercent = `${Math.round(CARRY_OVER_RATE * 100)}\u00a0%`;
const firstPack = PACKS[0];

const QUESTIONS: { question: string; answer: string }[] = [
  {
    question: 'L’offre gratuite est-elle vraiment gratuite ?',
    answer: `Oui. Vous recevez jusqu’à ${FREE_TIER.appointmentsPerMonth} rendez-vous par mois sans payer et sans carte bancaire. Toutes les fonctionnalités sont incluses dans chaque formule, offre gratuite comprise. Chaque rendez-vous reçu compte pour le mois civil en cours, et un rendez-vous annulé pendant ce mois vous est rendu. Les packs payants, pour un volume plus important, se règlent depuis l’écran « Abonnement » : par carte bancaire (paiement sécurisé par Stripe) lorsque le paiement en ligne est activé, sinon par virement ; chaque paiement donne lieu à une facture.`,
  },
  {
    question: 'Comment fonctionne le quota de rendez-vous ?',
    answer: `Avec un pack payant, jusqu’à ${carryOverPercent} du quota mensuel non utilisé est reporté sur le mois suivant${
      firstPack ? ` (au plus ${firstPack.maxCarryOver} rendez-vous pour le pack ${firstPack.name})` : ''
    }, valable ce mois-là seulement ; le pack Événement 7j, pack fixe, ne comporte pas de report. Une alerte vous prévient par e-mail et dans l’application lorsqu’il ne vous reste plus que ${LOW_QUOTA_ALERT} rendez-vous, puis lorsqu’il ne vous en reste plus. Votre page de réservation n’accepte alors plus de réservations en ligne et donne à vos clients votre téléphone et votre adresse e-mail ; vous pouvez toujours ajouter des rendez-vous vous-même, comptés hors quota. Une recharge de crédits, valable ${CREDIT_VALIDITY_MONTHS} mois, ou un pack supérieur rouvre la réservation en ligne.`,
  },
  {
    question: 'Mes clients doivent-ils créer un compte pour réserver ?',
    answer:
      'Non. Ils choisissent une prestation et un créneau sur votre page, indiquent leur nom, leur e-mail et leur téléphone, puis reçoivent aussitôt une confirmation par e-mail.',
  },
  {
    question: 'Comment fonctionnent les rappels ?',
    answer:
      'Créneau envoie un e-mail de rappel avant chaque rendez-vous, 24 heures avant par défaut ; vous réglez ce délai dans vos paramètres. Chaque rappel part une seule fois, jamais en double.',
  },
  {
    question: 'Créneau est-il conforme au RGPD ?',
    answer:
      'Pour les données de vos clients, vous êtes responsable du traitement et Créneau agit comme sous-traitant (article 28 du RGPD). L’accord de sous-traitance (DPA) se signe en ligne à l’ouverture de votre compte. Vous exportez ou effacez les données d’un client en quelques clics, et elles sont anonymisées automatiquement à l’issue de la durée de conservation que vous choisissez.',
  },
  {
    question: 'Puis-je voir mes rendez-vous dans Google Agenda, Apple Calendrier ou Outlook ?',
    answer:
      'Oui, grâce à votre lien iCal privé. La synchronisation est à sens unique : vos rendez-vous Créneau apparaissent dans votre agenda habituel, sans que celui-ci modifie Créneau. Vous pouvez régénérer ce lien à tout moment s’il a été partagé par erreur.',
  },
  {
    question: 'Un client peut-il annuler son rendez-vous ?',
    answer:
      'Oui, avec le lien personnel présent dans son e-mail de confirmation, jusqu’au délai d’annulation que vous avez fixé. Le créneau libéré redevient aussitôt réservable et vous en êtes prévenu par e-mail (réglable dans vos paramètres).',
  },
  {
    question: 'Où sont hébergées les données ?',
    answer:
      'Chez l’hébergeur indiqué, avec son pays, dans la liste des sous-traitants de l’accord que vous signez et de la politique de confidentialité. Les pages de Créneau ne contiennent aucun traceur ni publicité, et vos données ne sont jamais revendues.',
  },
];

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="py-20 sm:py-28">
      <Container className="max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions fréquentes" />
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {QUESTIONS.map(({ question, answer }) => (
            <details key={question} className="group px-6 py-2">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 text-left font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-4 leading-relaxed text-slate-600">{answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
