import { formatPhone } from '../../../shared/phone-format';
import { BookingSummary, oneLine, summaryText, type TBookingEmailSummary } from './booking-summary';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TBookingConfirmationInput = {
  clientName: string;
  summary: TBookingEmailSummary;
  /** `${APP_URL}/booking/{providerId}/{token}` */
  manageUrl: string;
  /** `${APP_URL}/cancel-booking/{bookingId}/{token}` */
  cancelUrl: string;
  cancellationNoticeHours: number;
  /**
   * Whether the client may still move or cancel it online: false when it was booked inside the
   * provider's notice (issue 30), whose deadline had passed before it was made.
   */
  changeableOnline: boolean;
  /** What was paid online at booking (issue 34), e.g. « Acompte payé : 20,00 € »; absent without payment. */
  paymentLine?: string | undefined;
  appUrl: string;
};

function changeRule(input: TBookingConfirmationInput): string {
  const hours = input.cancellationNoticeHours;
  if (!input.changeableOnline) {
    const phone = input.summary.providerPhone;
    return `Ce rendez-vous ne peut pas être déplacé ni annulé en ligne : il commence moins de ${hours} h après sa réservation. Pour le modifier, contactez directement votre professionnel${phone ? ` au ${formatPhone(phone)}` : ''}.`;
  }
  return hours > 0
    ? `Vous pouvez déplacer ou annuler ce rendez-vous en ligne jusqu'à ${hours} h avant son début.`
    : 'Vous pouvez déplacer ou annuler ce rendez-vous en ligne jusqu’à son début.';
}

/** To the client once the booking is stored; the .ics travels as an attachment. */
export function renderBookingConfirmation(input: TBookingConfirmationInput): TRenderedEmail {
  const { summary } = input;
  const subject = `Rendez-vous confirmé : ${oneLine(summary.serviceName)} — ${summary.when}`;
  const preheader = `${summary.providerName} vous attend le ${summary.when}.`;
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>
        Votre rendez-vous avec <strong>{summary.providerName}</strong> est confirmé.
      </Paragraph>
      <BookingSummary summary={summary} />
      {input.paymentLine && (
        <Paragraph>
          <strong>{input.paymentLine}</strong>
        </Paragraph>
      )}
      <Paragraph>
        Le fichier joint « rendez-vous.ics » ajoute ce rendez-vous à votre agenda (Google Agenda, Outlook,
        Calendrier Apple…).
      </Paragraph>
      <Paragraph>{changeRule(input)}</Paragraph>
      <ActionButton
        href={input.manageUrl}
        label={input.changeableOnline ? 'Voir ou déplacer mon rendez-vous' : 'Voir mon rendez-vous'}
      />
      {input.changeableOnline && (
        <Paragraph>
          Un empêchement ? <a href={input.cancelUrl}>Annuler mon rendez-vous</a>
        </Paragraph>
      )}
      <Paragraph muted>
        Ces liens sont personnels : ils donnent accès à votre rendez-vous sans mot de passe. Ne les transférez
        pas.
      </Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.clientName},`,
    '',
    `Votre rendez-vous avec ${summary.providerName} est confirmé.`,
    '',
    ...summaryText(summary),
    '',
    ...(input.paymentLine ? [input.paymentLine, ''] : []),
    'Le fichier joint « rendez-vous.ics » ajoute ce rendez-vous à votre agenda.',
    '',
    changeRule(input),
    ...(input.changeableOnline
      ? [
          `Voir ou déplacer mon rendez-vous : ${input.manageUrl}`,
          `Annuler mon rendez-vous : ${input.cancelUrl}`,
        ]
      : [`Voir mon rendez-vous : ${input.manageUrl}`]),
    '',
    'Ces liens sont personnels : ils donnent accès à votre rendez-vous sans mot de passe. Ne les transférez pas.',
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
