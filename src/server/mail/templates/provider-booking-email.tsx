import type { ReactNode } from 'react';
import {
  AnswersTable,
  answersText,
  BookingSummary,
  ClientDetails,
  clientText,
  Quote,
  summaryText,
  type TBookingEmailClient,
  type TBookingEmailSummary,
  type TEmailAnswer,
} from './booking-summary';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TProviderBookingEmail = {
  subject: string;
  preheader: string;
  /** The opening paragraph, as HTML and as plain text. */
  lead: { html: ReactNode; text: string };
  /** What follows the lead before the summary (e.g. the former time of a moved booking). */
  detail?: { html: ReactNode; text: string[] };
  summary: TBookingEmailSummary;
  client: TBookingEmailClient;
  /** The client's own words (booking message, cancellation reason), under a label. */
  quote?: { label: string; text: string } | null;
  /** The client's answers to the service's questions (issue 32), plain text. */
  answers?: TEmailAnswer[];
  agendaUrl: string;
  appUrl: string;
};

/**
 * The provider's notices about a booking share one shape: a lead, the booking (without the
 * provider's own contact details), the client's details, their words if any, a link to the agenda.
 */
export function renderProviderBookingEmail(email: TProviderBookingEmail): TRenderedEmail {
  const bare = { ...email.summary, address: '', providerPhone: '', providerEmail: '' };
  const answers = email.answers ?? [];
  const html = renderHtml(
    <EmailLayout preheader={email.preheader} appUrl={email.appUrl}>
      <Paragraph>{email.lead.html}</Paragraph>
      {email.detail?.html}
      <BookingSummary summary={bare} audience="provider" />
      <ClientDetails client={email.client} />
      {answers.length > 0 ? (
        <>
          <Paragraph>Réponses du client :</Paragraph>
          <AnswersTable answers={answers} />
        </>
      ) : null}
      {email.quote ? (
        <>
          <Paragraph>{email.quote.label}</Paragraph>
          <Quote>{email.quote.text}</Quote>
        </>
      ) : null}
      <ActionButton href={email.agendaUrl} label="Ouvrir mon agenda" />
    </EmailLayout>,
  );
  const text = [
    email.lead.text,
    ...(email.detail?.text ?? []),
    '',
    ...summaryText(bare, 'provider'),
    ...clientText(email.client),
    ...(answers.length > 0 ? ['', 'Réponses du client :', ...answersText(answers)] : []),
    ...(email.quote ? ['', email.quote.label, email.quote.text] : []),
    '',
    `Ouvrir mon agenda : ${email.agendaUrl}`,
    '',
    textFooter(email.appUrl),
  ].join('\n');
  return { subject: email.subject, html, text };
}
