import {
  BookingSummary,
  CancellationReason,
  oneLine,
  reasonText,
  summaryText,
  type TBookingEmailSummary,
} from './booking-summary';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

/**
 * A series of appointments (issue 32) in one e-mail: its dates are listed, each with its own
 * link, rather than one e-mail per appointment. The summary's `when` says how many there are.
 */

/** One appointment of the series: « mardi 15 décembre 2026 à 10:00 (heure de Paris) » and its link. */
export type TSeriesDate = { when: string; manageUrl?: string | undefined };

export type TSeriesConfirmationInput = {
  clientName: string;
  summary: TBookingEmailSummary;
  dates: TSeriesDate[];
  cancellationNoticeHours: number;
  appUrl: string;
};

function changeRule(hours: number): string {
  return hours > 0
    ? `Vous pouvez déplacer ou annuler chacun de ces rendez-vous en ligne jusqu'à ${hours} h avant son début, avec son propre lien.`
    : 'Vous pouvez déplacer ou annuler chacun de ces rendez-vous en ligne jusqu’à son début, avec son propre lien.';
}

function DateList({ dates, linkLabel }: { dates: TSeriesDate[]; linkLabel?: string }) {
  return (
    <ul style={{ margin: '0 0 20px', paddingLeft: '20px' }}>
      {dates.map((date) => (
        <li key={date.when} style={{ margin: '0 0 6px' }}>
          {date.when}
          {date.manageUrl && linkLabel ? (
            <>
              {' — '}
              <a href={date.manageUrl}>{linkLabel}</a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const dateLines = (dates: TSeriesDate[]) =>
  dates.map((date) => (date.manageUrl ? `- ${date.when} : ${date.manageUrl}` : `- ${date.when}`));

/** To the client once the provider booked a series for them; one .ics with every date is attached. */
export function renderSeriesConfirmation(input: TSeriesConfirmationInput): TRenderedEmail {
  const { summary, dates } = input;
  const subject = `${dates.length} rendez-vous confirmés : ${oneLine(summary.serviceName)} — à partir du ${dates[0]?.when ?? ''}`;
  const lead = `Vos ${dates.length} rendez-vous avec ${summary.providerName} sont confirmés.`;
  const html = renderHtml(
    <EmailLayout preheader={lead} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <BookingSummary summary={summary} />
      <Paragraph>Les dates :</Paragraph>
      <DateList dates={dates} linkLabel="Voir ou déplacer" />
      <Paragraph>
        Le fichier joint « rendez-vous.ics » ajoute tous ces rendez-vous à votre agenda (Google Agenda,
        Outlook, Calendrier Apple…).
      </Paragraph>
      <Paragraph>{changeRule(input.cancellationNoticeHours)}</Paragraph>
      <Paragraph muted>
        Ces liens sont personnels : ils donnent accès à vos rendez-vous sans mot de passe. Ne les transférez
        pas.
      </Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.clientName},`,
    '',
    lead,
    '',
    ...summaryText(summary),
    '',
    'Les dates (chacune avec son lien pour la voir ou la déplacer) :',
    ...dateLines(dates),
    '',
    'Le fichier joint « rendez-vous.ics » ajoute tous ces rendez-vous à votre agenda.',
    '',
    changeRule(input.cancellationNoticeHours),
    '',
    'Ces liens sont personnels : ils donnent accès à vos rendez-vous sans mot de passe. Ne les transférez pas.',
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}

export type TSeriesCancelledInput = {
  clientName: string;
  summary: TBookingEmailSummary;
  dates: TSeriesDate[];
  reason: string | null;
  rebookUrl?: string | undefined;
  appUrl: string;
};

/** To the client when the provider cancels several appointments of a series at once: one e-mail. */
export function renderSeriesCancelled(input: TSeriesCancelledInput): TRenderedEmail {
  const { summary, dates } = input;
  const subject = `${dates.length} rendez-vous annulés — ${oneLine(summary.serviceName)}`;
  const lead = `${summary.providerName} a annulé ${dates.length} de vos rendez-vous.`;
  const html = renderHtml(
    <EmailLayout preheader={lead} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <Paragraph>Les dates annulées :</Paragraph>
      <DateList dates={dates} />
      <BookingSummary summary={summary} />
      <CancellationReason reason={input.reason} />
      <Paragraph>Le fichier joint retire ces rendez-vous de votre agenda.</Paragraph>
      {input.rebookUrl ? <ActionButton href={input.rebookUrl} label="Reprendre rendez-vous" /> : null}
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.clientName},`,
    '',
    lead,
    '',
    'Les dates annulées :',
    ...dateLines(dates),
    '',
    ...summaryText(summary),
    ...reasonText(input.reason),
    '',
    'Le fichier joint retire ces rendez-vous de votre agenda.',
    ...(input.rebookUrl ? [`Reprendre rendez-vous : ${input.rebookUrl}`] : []),
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
