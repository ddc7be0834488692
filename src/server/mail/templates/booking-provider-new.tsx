import {
  BookingSummary,
  ClientDetails,
  clientText,
  oneLine,
  Quote,
  summaryText,
  type TBookingEmailClient,
  type TBookingEmailSummary,
} from './booking-summary';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TBookingProviderNewInput = {
  summary: TBookingEmailSummary;
  client: TBookingEmailClient;
  note: string;
  /** `${APP_URL}/dashboard/agenda` */
  agendaUrl: string;
  appUrl: string;
};

/** To the provider when a client books on the public page. */
export function renderBookingProviderNew(input: TBookingProviderNewInput): TRenderedEmail {
  const { summary, client } = input;
  const subject = `Nouveau rendez-vous — ${oneLine(client.name)}, ${summary.when}`;
  const preheader = `${oneLine(client.name)} a réservé « ${oneLine(summary.serviceName)} ».`;
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={input.appUrl}>
      <Paragraph>
        <strong>Nouveau rendez-vous</strong> : {client.name} a réservé depuis votre page de réservation.
      </Paragraph>
      <BookingSummary summary={{ ...summary, address: '', providerPhone: '', providerEmail: '' }} />
      <ClientDetails client={client} />
      {input.note ? (
        <>
          <Paragraph>Message du client :</Paragraph>
          <Quote>{input.note}</Quote>
        </>
      ) : null}
      <ActionButton href={input.agendaUrl} label="Ouvrir mon agenda" />
    </EmailLayout>,
  );
  const text = [
    `Nouveau rendez-vous : ${client.name} a réservé depuis votre page de réservation.`,
    '',
    ...summaryText({ ...summary, address: '', providerPhone: '', providerEmail: '' }),
    ...clientText(client),
    ...(input.note ? ['', 'Message du client :', input.note] : []),
    '',
    `Ouvrir mon agenda : ${input.agendaUrl}`,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
