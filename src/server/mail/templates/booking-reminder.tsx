import { BookingSummary, summaryText, type TBookingEmailSummary } from './booking-summary';
import { EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TBookingReminderInput = {
  clientName: string;
  summary: TBookingEmailSummary;
  /** « mardi 24 novembre à 10 h 30 », for the subject. */
  shortWhen: string;
  /** The provider's booking page, to book again. */
  bookingPageUrl: string;
  cancellationNoticeHours: number;
  /** Whether the deadline to move or cancel online is still ahead when the reminder leaves. */
  changeableOnline: boolean;
  appUrl: string;
  /** The client's own links, rebuilt from the sealed token; absent for bookings made before it was kept. */
  links?: { manageUrl: string; cancelUrl: string } | undefined;
};

const LINKS_NOTE =
  'Pour voir, déplacer ou annuler ce rendez-vous, utilisez les liens de votre e-mail de confirmation : ils restent valables.';

function noticeNote(hours: number, changeableOnline: boolean): string | undefined {
  // Sent when the deadline has passed (issue 30): no promise that can no longer be kept.
  if (!changeableOnline)
    return 'Ce rendez-vous ne peut plus être déplacé ni annulé en ligne : pour le modifier, contactez directement le professionnel.';
  if (hours <= 0) return undefined;
  return `Une annulation en ligne est possible jusqu’à ${hours} h avant le rendez-vous ; passé ce délai, contactez directement le professionnel.`;
}

/**
 * To the client before the appointment, with their own links to view, move or cancel it (or, for a
 * booking whose token cannot be reopened, a pointer to the confirmation e-mail's links).
 */
export function renderBookingReminder(input: TBookingReminderInput): TRenderedEmail {
  const { summary } = input;
  const subject = `Rappel : votre rendez-vous du ${input.shortWhen}`;
  const lead = `Nous vous rappelons votre rendez-vous avec ${summary.providerName} le ${summary.when}.`;
  const notice = noticeNote(input.cancellationNoticeHours, input.changeableOnline);
  const html = renderHtml(
    <EmailLayout preheader={lead} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <BookingSummary summary={summary} />
      <Paragraph>Le fichier joint ajoute ce rendez-vous à votre agenda.</Paragraph>
      {input.links ? (
        <Paragraph>
          <a href={input.links.manageUrl}>Voir ou déplacer le rendez-vous</a> ·{' '}
          <a href={input.links.cancelUrl}>Annuler le rendez-vous</a>
        </Paragraph>
      ) : (
        <Paragraph>{LINKS_NOTE}</Paragraph>
      )}
      {notice ? <Paragraph muted>{notice}</Paragraph> : null}
      <Paragraph muted>
        Page de réservation : <a href={input.bookingPageUrl}>{input.bookingPageUrl}</a>
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
    'Le fichier joint ajoute ce rendez-vous à votre agenda.',
    ...(input.links
      ? [
          `Voir ou déplacer le rendez-vous : ${input.links.manageUrl}`,
          `Annuler le rendez-vous : ${input.links.cancelUrl}`,
        ]
      : [LINKS_NOTE]),
    ...(notice ? [notice] : []),
    `Page de réservation : ${input.bookingPageUrl}`,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
