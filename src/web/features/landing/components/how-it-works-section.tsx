import { type LucideIcon, MailCheck, Share2, SlidersHorizontal, UserPlus } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';

type Step = { icon: LucideIcon; title: string; text: string };

const STEPS: Step[] = [
  {
    icon: UserPlus,
    title: 'Créez votre compte et signez le DPA',
    text: 'Une minute suffit : votre nom, votre e-mail, un mot de passe. Vous complétez vos coordonnées professionnelles et signez l’accord de sous-traitance en ligne.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Définissez prestations et horaires',
    text: 'Durée, prix, temps de battement entre deux clients, jours de fermeture : vos créneaux libres sont calculés automatiquement.',
  },
  {
    icon: Share2,
    title: 'Partagez votre lien',
    text: 'Ajoutez votre page de réservation à votre site, votre fiche d’établissement, votre signature e-mail ou vos réseaux sociaux.',
  },
  {
    icon: MailCheck,
    title: 'Vos clients réservent, Créneau fait le reste',
    text: 'Confirmation immédiate, rappel par e-mail avant le rendez-vous et lien d’annulation personnel dans chaque message.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="how-it-works-title"
          eyebrow="Comment ça marche"
          title="Opérationnel en quatre étapes"
        >
          <p>Pas d’installation, pas de formation : votre page de réservation est en ligne le jour même.</p>
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white">
                  <span className="sr-only">Étape </span>
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
              </div>
              <h3 className="mt-5 text-base font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
