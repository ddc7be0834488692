import {
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CalendarSync,
  DatabaseZap,
  type LucideIcon,
  Mail,
  MailCheck,
  ShieldCheck,
} from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';

type Feature = { icon: LucideIcon; title: string; text: string };

const FEATURES: Feature[] = [
  {
    icon: CalendarCheck,
    title: 'Page de réservation 24\u00a0h/24',
    text: 'Vos clients choisissent une prestation et un créneau libre, le soir ou le week-end, sans créer de compte.',
  },
  {
    icon: MailCheck,
    title: 'Rappels automatiques par e-mail',
    text: 'Chaque client reçoit son rappel avant le rendez-vous, 24 h avant par défaut, envoyé une seule et unique fois.',
  },
  {
    icon: CalendarDays,
    title: 'Agenda en direct',
    text: 'Les réservations et annulations apparaissent instantanément dans votre tableau de bord, sans recharger la page.',
  },
  {
    icon: CalendarSync,
    title: 'Flux iCal vers votre agenda',
    text: 'Vos rendez-vous s’affichent dans Google Agenda, Apple Calendrier ou Outlook grâce à un lien privé, à sens unique.',
  },
  {
    icon: ShieldCheck,
    title: 'RGPD intégré',
    text: 'Accord de sous-traitance (DPA) signé dans l’application, export et effacement des données d’un client, anonymisation automatique.',
  },
  {
    icon: DatabaseZap,
    title: 'Zéro double réservation',
    text: 'Deux clients ne peuvent jamais obtenir le même créneau : la règle est garantie par la base de données elle-même.',
  },
  {
    icon: Mail,
    title: 'Prévenu à chaque réservation',
    text: 'Un e-mail dès qu’un client réserve ou annule et, si vous le souhaitez, le résumé de votre journée chaque matin.',
  },
  {
    icon: CalendarClock,
    title: 'Vos clients gèrent leur rendez-vous',
    text: 'Un lien personnel dans chaque e-mail leur permet de déplacer ou d’annuler, jusqu’au délai que vous fixez.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow="Fonctionnalités"
          title="Tout ce qu’il faut, rien de superflu"
        >
          <p>
            Créneau réunit la prise de rendez-vous, les rappels et la conformité dans un seul outil pensé pour
            les indépendants. Chaque fonctionnalité est incluse dans chaque formule.
          </p>
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
