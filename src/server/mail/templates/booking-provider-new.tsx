import {
  oneLine,
  type TBookingEmailClient,
  type TBookingEmailSummary,
  type TEmailAnswer,
} from './booking-summary';
import type { TRenderedEmail } from './layout';
import { renderProviderBookingEmail } from './provider-booking-email';

export type TBookingProviderNewInput = {
  summary: TBookingEmailSummary;
  client: TBookingEmailClient;
  note: string;
  /** The client's answers to the service's questions, as asked (issue 32). */
  answers: TEmailAnswer[];
  /** `${APP_URL}/dashboard/agenda` */
  agendaUrl: string;
  appUrl: string;
};

/** To the provider when a client books on the public page. */
export function renderBookingProviderNew(input: TBookingProviderNewInput): TRenderedEmail {
  const { summary, client } = input;
  return renderProviderBookingEmail({
    subject: `Nouveau rendez-vous — ${oneLine(client.name)}, ${summary.when}`,
    preheader: `${oneLine(client.name)} a réservé « ${oneLine(summary.serviceName)} ».`,
    lead: {
      html: (
        <>
          <strong>Nouveau rendez-vous</strong> : {client.name} a réservé depuis votre page de réservation.
        </>
      ),
      text: `Nouveau rendez-vous : ${client.name} a réservé depuis votre page de réservation.`,
    },
    summary,
    client,
    quote: input.note ? { label: 'Message du client :', text: input.note } : null,
    answers: input.answers,
    agendaUrl: input.agendaUrl,
    appUrl: input.appUrl,
  });
}
