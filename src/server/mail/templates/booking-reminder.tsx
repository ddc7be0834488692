import { Fragment } from 'react';
import { BookingSummary, summaryText, type TBookingEmailSummary } from './booking-summary';
import { EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';
import { onlineChangesClosedNote } from './online-changes';

export type TBookingReminderInput = {
  clientName: string;
  summary: TBookingEmailSummary;
  /** « mardi 24 novembre à 10:30 », for the subject. */
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
const VIEW_LINK_NOTE =
  'Pour voir ce rendez-vous, utilisez le lien de votre e-mail de confirmation : il reste valable.';

type TLink = { label: string; href: string };

/** The client's links: once the deadline has passed (issue 30), only the one to view it. */
function clientLinks(input: TBookingReminderInput): TLink[] {
  if (!input.links) return [];
  const view = { label: 'Voir le rendez-vous', href: input.links.manageUrl };
  if (!input.changeableOnline) return [view];
  return [
    { label: 'Voir ou déplacer le rendez-vous', href: input.links.manageUrl },
    { label: 'Annuler le rendez-vous', href: input.links.cancelUrl },
  ];
}

function noticeNote(input: TBookingReminderInput): string | undefined {
  // Sent when the deadline has passed (issue 30): no promise that can no longer be kept.
  if (!input.changeableOnline)
    return onlineChangesClosedNote(input.cancellationNoticeHours, input.summary.providerPhone);
  const hours = input.cancellationNoticeHours;
  if (hours <= 0) return undefined;
  return `Une annulation en ligne est possible jusqu’à ${hours} h avant le rendez-vous ; passé ce délai, contactez directement le professionnel.`;
}

/**
 * To the client before the appointment, with their own links to view, move or cancel it — only to
 * view it once the deadline has passed (or, for a booking whose token cannot be reopened, a pointer
 * to the confirmation e-mail's links).
 */
export function renderBookingReminder(input: TBookingReminderInput): TRenderedEmail {
  const { summary } = input;
  const subject = `Rappel : votre rendez-vous du ${input.shortWhen}`;
  const lead = `Nous vous rappelons votre rendez-vous avec ${summary.providerName} le ${summary.when}.`;
  const notice = noticeNote(input);
  const links = clientLinks(input);
  const linksNote = input.changeableOnline ? LINKS_NOTE : VIEW_LINK_NOTE;
  const html = renderHtml(
    <EmailLayout preheader={lead} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <BookingSummary summary={summary} />
      <Paragraph>Le fichier joint ajoute ce rendez-vous à votre agenda.</Paragraph>
      {links.length > 0 ? (
        <Paragraph>
          {links.map((link, i) => (
            <Fragment key={link.href}>
              {i > 0 && ' · '}
              <a href={link.href}>{link.label}</a>
            </Fragment>
          ))}
        </Paragraph>
      ) : (
        <Paragraph>{linksNote}</Paragraph>
      )}
      {notice ? <Paragraph muted={input.changeableOnline}>{notice}</Paragraph> : null}
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
    ...(links.length > 0 ? links.map((link) => `${link.label} : ${link.href}`) : [linksNote]),
    ...(notice ? [notice] : []),
    `Page de réservation : ${input.bookingPageUrl}`,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
