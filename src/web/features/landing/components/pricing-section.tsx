import { BellRing, Check, RefreshCw, Sparkles } from 'lucide-react';
import { formatPrice } from '../../../../shared/french-format';
import { CARRY_OVER_RATE, FREE_TIER, LOW_QUOTA_ALERT } from '../../../../shared/pricing';
import { Container } from '../../../components/ui/container';
import { LinkButton } from '../../../components/ui/link-button';
import { SectionHeading } from '../../../components/ui/section-heading';
import { PricingCards } from './pricing-cards';
import { PricingTable } from './pricing-table';

const carryOverPercent = `${Math.round(CARRY_OVER_RATE * 100)}\u00a0%`;

const FREE_INCLUDES = [
  'Page de réservation et lien à partager',
  'Rappels par e-mail et flux iCal',
  'DPA signé en ligne et outils RGPD',
];

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="pricing-title"
          eyebrow="Tarifs"
          title="Commencez gratuitement, payez selon votre activité"
        >
          <p>
            Pas d’abonnement imposé : démarrez avec l’offre gratuite. Les packs ci-dessous, pensés pour un
            volume de rendez-vous plus important, se règlent depuis l’écran « Abonnement » : par carte
            bancaire (paiement sécurisé par Stripe) lorsque le paiement en ligne est activé, sinon par
            virement ; chaque paiement donne lieu à une facture. Toutes les fonctionnalités sont incluses dans
            chaque formule.
          </p>
        </SectionHeading>

        <div className="mx-auto mt-14 flex max-w-4xl flex-col gap-6 rounded-2xl bg-white p-8 shadow-sm ring-2 ring-brand-600 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
              <Sparkles aria-hidden="true" className="size-3.5" />
              Offre de départ
            </p>
            <h3 id="free-tier-title" className="mt-3 text-2xl font-bold text-slate-900">
              {FREE_TIER.name}
            </h3>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-4xl font-extrabold text-slate-900">
                {formatPrice(FREE_TIER.priceCents)}
              </span>
              <span className="text-slate-600">{FREE_TIER.appointmentsPerMonth} rendez-vous par mois</span>
            </p>
            <ul className="mt-4 space-y-2 text-sm text-slate-600">
              {FREE_INCLUDES.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-4 text-emerald-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <LinkButton to="/?auth=register" size="lg" className="shrink-0">
            Créer mon compte gratuitement
          </LinkButton>
        </div>

        {/* One layout per screen size; the hidden one is display:none, so read once by screen readers. */}
        <div className="mt-12">
          <PricingTable className="hidden lg:block" />
          <PricingCards className="lg:hidden" />
        </div>

        <ul className="mx-auto mt-8 grid max-w-4xl gap-4 text-sm text-slate-600 md:grid-cols-2">
          <li className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <RefreshCw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>
              Avec un pack, les rendez-vous non utilisés sont reportés sur le mois suivant, jusqu’à{' '}
              {carryOverPercent} de votre quota mensuel.
            </span>
          </li>
          <li className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>
              Une alerte vous prévient lorsqu’il ne vous reste plus que {LOW_QUOTA_ALERT} rendez-vous, pour
              recharger ou passer au pack supérieur à temps.
            </span>
          </li>
        </ul>
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-slate-500">
          Prix TTC. Toutes les fonctionnalités sont incluses dans chaque formule, offre gratuite comprise. Le
          pack Événement 7j est un pack fixe, sans report, pensé pour une semaine de salon professionnel.
        </p>
      </Container>
    </section>
  );
}
