import {
  BookingSummary,
  oneLine,
  summaryText,
  type TBookingEmailClient,
  type TBookingEmailSummary,
} from './booking-summary';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';
import { renderProviderBookingEmail } from './provider-booking-email';

export type TBookingRescheduledClientInput = {
  clientName: string;
  /** The appointment at its new time. */
  summary: TBookingEmailSummary;
  previousWhen: string;
  movedBy: 'client' | 'provider';
  /** Known when the client moved it with their link; otherwise their first e-mail's links still work. */
  links?: { manageUrl: string; cancelUrl: string } | undefined;
  appUrl: string;
};

/** To the client: the new time, with an .ics that updates the same calendar event. */
export function renderBookingRescheduledClient(input: TBookingRescheduledClientInput): TRenderedEmail {
  const { summary } = input;
  const subject = `Rendez-vous déplacé : ${summary.when}`;
  const lead =
    input.movedBy === 'client'
      ? `Votre rendez-vous avec ${summary.providerName} a bien été déplacé.`
      : `${summary.providerName} a déplacé votre rendez-vous.`;
  const html = renderHtml(
    <EmailLayout preheader={`${lead} Nouvel horaire : ${summary.when}.`} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <Paragraph>
        Ancien horaire : <s>{input.previousWhen}</s>
      </Paragraph>
      <BookingSummary summary={summary} />
      <Paragraph>Le fichier joint met à jour ce rendez-vous dans votre agenda.</Paragraph>
      {input.links ? (
        <>
          <ActionButton href={input.links.manageUrl} label="Voir mon rendez-vous" />
          <Paragraph>
            Un empêchement ? <a href={input.links.cancelUrl}>Annuler mon rendez-vous</a>
          </Paragraph>
        </>
      ) : (
        <Paragraph muted>Les liens de votre e-mail de confirmation restent valables.</Paragraph>
      )}
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.clientName},`,
    '',
    lead,
    `Ancien horaire : ${input.previousWhen}`,
    '',
    ...summaryText(summary),
    '',
    'Le fichier joint met à jour ce rendez-vous dans votre agenda.',
    ...(input.links
      ? [
          `Voir mon rendez-vous : ${input.links.manageUrl}`,
          `Annuler mon rendez-vous : ${input.links.cancelUrl}`,
        ]
      : ['Les liens de votre e-mail de confirmation restent valables.']),
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}

export type TBookingRescheduledProviderInput = {
  summary: TBookingEmailSummary;
  previousWhen: string;
  client: TBookingEmailClient;
  /** `${APP_URL}/dashboard/agenda` */
  agendaUrl: string;
  appUrl: string;
};

/** To the provider when a client moves their appointment by their link. */
export function renderBookingRescheduledProvider(input: TBookingRescheduledProviderInput): TRenderedEmail {
  const { summary, client } = input;
  const lead = `${client.name} a déplacé son rendez-vous.`;
  return renderProviderBookingEmail({
    subject: `Rendez-vous déplacé — ${oneLine(client.name)}, ${summary.when}`,
    preheader: oneLine(lead),
    lead: { html: lead, text: lead },
    detail: {
      html: (
        <Paragraph>
          Ancien horaire : <s>{input.previousWhen}</s>
        </Paragraph>
      ),
      text: [`Ancien horaire : ${input.previousWhen}`],
    },
    summary,
    client,
    agendaUrl: input.agendaUrl,
    appUrl: input.appUrl,
  });
}
