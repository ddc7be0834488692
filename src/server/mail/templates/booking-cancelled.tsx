import {
  BookingSummary,
  CancellationReason,
  oneLine,
  reasonText,
  summaryText,
  type TBookingEmailClient,
  type TBookingEmailSummary,
} from './booking-summary';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';
import { renderProviderBookingEmail } from './provider-booking-email';

type TCancelledBy = 'client' | 'provider';

export type TBookingCancelledClientInput = {
  clientName: string;
  summary: TBookingEmailSummary;
  cancelledBy: TCancelledBy;
  reason: string | null;
  /** The provider's public booking page, to book again; none once the provider's account is closed. */
  rebookUrl?: string | undefined;
  appUrl: string;
};

/** To the client: their appointment no longer holds (the .ics CANCEL removes it from calendars). */
export function renderBookingCancelledClient(input: TBookingCancelledClientInput): TRenderedEmail {
  const { summary } = input;
  const subject = `Rendez-vous annulé — ${summary.when}`;
  const lead =
    input.cancelledBy === 'client'
      ? `Votre rendez-vous avec ${summary.providerName} a bien été annulé.`
      : `${summary.providerName} a annulé votre rendez-vous.`;
  const html = renderHtml(
    <EmailLayout preheader={lead} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <BookingSummary summary={summary} />
      <CancellationReason reason={input.reason} />
      <Paragraph>Le fichier joint retire ce rendez-vous de votre agenda.</Paragraph>
      {input.rebookUrl ? <ActionButton href={input.rebookUrl} label="Reprendre rendez-vous" /> : null}
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.clientName},`,
    '',
    lead,
    '',
    ...summaryText(summary),
    ...reasonText(input.reason),
    '',
    'Le fichier joint retire ce rendez-vous de votre agenda.',
    ...(input.rebookUrl ? [`Reprendre rendez-vous : ${input.rebookUrl}`] : []),
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}

export type TBookingCancelledProviderInput = {
  summary: TBookingEmailSummary;
  client: TBookingEmailClient;
  reason: string | null;
  /** `${APP_URL}/dashboard/agenda` */
  agendaUrl: string;
  appUrl: string;
};

/** To the provider when a client cancels by their link: the time is free again. */
export function renderBookingCancelledProvider(input: TBookingCancelledProviderInput): TRenderedEmail {
  const { summary, client } = input;
  const lead = `${client.name} a annulé son rendez-vous. Le créneau est de nouveau libre sur votre page de réservation.`;
  return renderProviderBookingEmail({
    subject: `Rendez-vous annulé — ${oneLine(client.name)}, ${summary.when}`,
    preheader: oneLine(lead),
    lead: { html: lead, text: lead },
    summary,
    client,
    quote: input.reason ? { label: 'Motif indiqué :', text: input.reason } : null,
    agendaUrl: input.agendaUrl,
    appUrl: input.appUrl,
  });
}
