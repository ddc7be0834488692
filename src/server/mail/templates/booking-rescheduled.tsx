import {
  BookingSummary,
  oneLine,
  summaryText,
  type TBookingEmailClient,
  type TBookingEmailSummary,
} from './booking-summary';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';
import { onlineChangesClosedNote } from './online-changes';
import { renderProviderBookingEmail } from './provider-booking-email';

const LINKS_STILL_VALID = 'Les liens de votre e-mail de confirmation restent valables.';

export type TBookingRescheduledClientInput = {
  clientName: string;
  /** The appointment at its new time. */
  summary: TBookingEmailSummary;
  previousWhen: string;
  movedBy: 'client' | 'provider';
  /** Known when the client moved it with their link; otherwise their first e-mail's links still work. */
  links?: { manageUrl: string; cancelUrl: string } | undefined;
  cancellationNoticeHours: number;
  /**
   * Whether the client may still move or cancel it online at its new time: false when it now starts
   * inside the provider's notice (issue 30), so no cancel link is offered.
   */
  changeableOnline: boolean;
  appUrl: string;
};

function linkLines(links: TBookingRescheduledClientInput['links'], closed: boolean): string[] {
  if (!links) return closed ? [] : [LINKS_STILL_VALID];
  const view = `Voir mon rendez-vous : ${links.manageUrl}`;
  return closed ? [view] : [view, `Annuler mon rendez-vous : ${links.cancelUrl}`];
}

/** To the client: the new time, with an .ics that updates the same calendar event. */
export function renderBookingRescheduledClient(input: TBookingRescheduledClientInput): TRenderedEmail {
  const { summary } = input;
  const subject = `Rendez-vous déplacé : ${summary.when}`;
  const lead =
    input.movedBy === 'client'
      ? `Votre rendez-vous avec ${summary.providerName} a bien été déplacé.`
      : `${summary.providerName} a déplacé votre rendez-vous.`;
  // At its new time it may already be inside the provider's notice: no cancel link then (issue 30).
  const closedNote = input.changeableOnline
    ? undefined
    : onlineChangesClosedNote(input.cancellationNoticeHours, summary.providerPhone);
  const html = renderHtml(
    <EmailLayout preheader={`${lead} Nouvel horaire : ${summary.when}.`} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <Paragraph>
        Ancien horaire : <s>{input.previousWhen}</s>
      </Paragraph>
      <BookingSummary summary={summary} />
      <Paragraph>Le fichier joint met à jour ce rendez-vous dans votre agenda.</Paragraph>
      {closedNote && <Paragraph>{closedNote}</Paragraph>}
      {input.links ? (
        <>
          <ActionButton href={input.links.manageUrl} label="Voir mon rendez-vous" />
          {!closedNote && (
            <Paragraph>
              Un empêchement ? <a href={input.links.cancelUrl}>Annuler mon rendez-vous</a>
            </Paragraph>
          )}
        </>
      ) : (
        !closedNote && <Paragraph muted>{LINKS_STILL_VALID}</Paragraph>
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
    ...(closedNote ? [closedNote] : []),
    ...linkLines(input.links, Boolean(closedNote)),
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
