import { CalendarX } from 'lucide-react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';

const CONTENT = {
  booking: {
    title: 'Réservation — Créneau',
    heading: 'Ce lien de réservation n’est pas disponible pour le moment.',
    text: 'Ce professionnel ne propose pas encore de créneaux en ligne. Contactez-le directement pour prendre rendez-vous.',
  },
  cancel: {
    title: 'Annulation — Créneau',
    heading: 'Ce lien d’annulation n’est pas disponible pour le moment.',
    text: 'Pour annuler ou déplacer votre rendez-vous, contactez directement le professionnel concerné.',
  },
} as const;

/** /booking/:providerId… and /cancel-booking/…: public pages whose booking engine is not open yet. */
export function BookingUnavailablePage({ kind }: { kind: keyof typeof CONTENT }) {
  const content = CONTENT[kind];
  useDocumentTitle(content.title);
  return (
    <Container className="py-16 sm:py-24">
      <EmptyState
        icon={CalendarX}
        titleAs="h1"
        title={content.heading}
        action={
          <LinkButton to="/" variant="secondary">
            Retour à l’accueil
          </LinkButton>
        }
      >
        {content.text}
      </EmptyState>
    </Container>
  );
}
