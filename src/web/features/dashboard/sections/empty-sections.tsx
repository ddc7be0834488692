import { CalendarDays, CalendarRange, Clock, ListChecks, Settings, Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import type { TDashboardSectionId } from '../dashboard-sections';

type TEmptySection = {
  title: string;
  lead: string;
  emptyTitle: string;
  emptyText: string;
  icon: typeof Clock;
};

/** What each section shows while the account has no data of that kind. */
export const EMPTY_SECTIONS = {
  agenda: {
    title: 'Agenda',
    lead: 'Vos rendez-vous jour par jour, semaine par semaine.',
    emptyTitle: 'Aucun rendez-vous pour le moment',
    emptyText: 'Les réservations faites sur votre page de réservation apparaîtront ici, dans votre agenda.',
    icon: CalendarDays,
  },
  appointments: {
    title: 'Rendez-vous',
    lead: 'La liste de vos rendez-vous, à venir et passés.',
    emptyTitle: 'Aucun rendez-vous',
    emptyText: 'Dès qu’un client réserve un créneau, le rendez-vous est listé ici avec ses coordonnées.',
    icon: CalendarRange,
  },
  clients: {
    title: 'Clients',
    lead: 'Les personnes qui ont réservé chez vous.',
    emptyTitle: 'Aucun client pour le moment',
    emptyText:
      'Chaque personne qui réserve un rendez-vous apparaît ici, sans avoir besoin de créer de compte.',
    icon: Users,
  },
  services: {
    title: 'Services',
    lead: 'Les prestations que vos clients peuvent réserver.',
    emptyTitle: 'Aucun service',
    emptyText:
      'Votre compte ne propose encore aucune prestation : les services définis ici, avec leur durée et leur prix, seront proposés sur votre page de réservation.',
    icon: ListChecks,
  },
  availability: {
    title: 'Disponibilités',
    lead: 'Vos horaires d’ouverture et vos jours de fermeture.',
    emptyTitle: 'Aucune disponibilité définie',
    emptyText: 'Sans horaires d’ouverture, aucun créneau n’est proposé à la réservation.',
    icon: Clock,
  },
  settings: {
    title: 'Paramètres',
    lead: 'Agenda, rappels et conservation des données.',
    emptyTitle: 'Aucun paramètre personnalisé',
    emptyText: 'Votre compte utilise les réglages par défaut de Créneau ; vos préférences apparaîtront ici.',
    icon: Settings,
  },
} satisfies Partial<Record<TDashboardSectionId, TEmptySection>>;

export type TEmptySectionId = keyof typeof EMPTY_SECTIONS;

export function isEmptySection(id: TDashboardSectionId): id is TEmptySectionId {
  return id in EMPTY_SECTIONS;
}

export function EmptySection({ id }: { id: TEmptySectionId }) {
  const section: TEmptySection = EMPTY_SECTIONS[id];
  return (
    <>
      <PageHeader title={section.title}>{section.lead}</PageHeader>
      <EmptyState icon={section.icon} title={section.emptyTitle}>
        {section.emptyText}
      </EmptyState>
    </>
  );
}
