import { CalendarPlus } from 'lucide-react';
import { isActingAsAdministrator, OwnerOnlyNotice } from '../../components/layout/owner-only-notice';
import { buttonClasses } from '../../components/ui/button-styles';
import { Notice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../components/ui/section-card';
import { useIcalLinkQuery } from './api/get-ical-link';
import { FeedUrlField } from './components/feed-url-field';
import { RotateLinkButton } from './components/rotate-link-button';
import { SubscribeInstructions } from './components/subscribe-instructions';

/** Export iCal: the secret subscription address of the provider's appointments, and how to use it. */
export function CalendarSection() {
  const ownerOnly = isActingAsAdministrator();
  const link = useIcalLinkQuery({ enabled: !ownerOnly });
  return (
    <>
      <PageHeader title="Export iCal">
        Retrouvez vos rendez-vous Créneau dans Google Agenda, Apple Calendrier ou Outlook.
      </PageHeader>
      <div className="space-y-6">
        <Notice tone="info">
          La synchronisation est à sens unique : de Créneau vers votre agenda. Les nouveaux rendez-vous, les
          modifications et les annulations y apparaissent à la prochaine actualisation de votre application
          d’agenda (de quelques minutes à quelques heures selon l’application). Un événement ajouté dans votre
          agenda ne bloque pas de créneau dans Créneau.
        </Notice>
        <SectionCard title="Votre adresse d’abonnement">
          {ownerOnly ? (
            <OwnerOnlyNotice what="l’adresse d’abonnement, qui donne accès aux rendez-vous et aux clients," />
          ) : (
            <QueryState
              query={link}
              loadingLabel="Chargement de votre adresse d’abonnement…"
              errorLabel="Impossible de charger votre adresse d’abonnement."
            >
              {(data) => (
                <div className="space-y-5">
                  <p className="text-sm text-slate-600">
                    Cette adresse est secrète : toute personne qui la connaît voit vos rendez-vous et les
                    coordonnées de vos clients. Ne la partagez pas.
                  </p>
                  <FeedUrlField
                    label="Adresse webcal"
                    hint="Ouvre directement l’abonnement dans Apple Calendrier et Outlook."
                    url={data.webcalUrl}
                  />
                  <FeedUrlField
                    label="Adresse https"
                    hint="À coller dans Google Agenda ou tout autre agenda."
                    url={data.httpsUrl}
                  />
                  <a href={data.webcalUrl} className={buttonClasses('primary')}>
                    <CalendarPlus className="size-4" aria-hidden="true" />
                    Ouvrir dans mon agenda
                  </a>
                  <RotateLinkButton />
                </div>
              )}
            </QueryState>
          )}
        </SectionCard>
        <SectionCard title="S’abonner depuis votre agenda">
          <SubscribeInstructions />
        </SectionCard>
      </div>
    </>
  );
}
