import { oneLine } from './booking-summary';
import { EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TWaitlistJoinedInput = {
  clientName: string;
  providerName: string;
  serviceName: string;
  /** « le mardi 15 décembre » or « du mardi 15 au jeudi 24 décembre ». */
  days: string;
  /** `${APP_URL}/waitlist/{entryId}/{token}` */
  leaveUrl: string;
  appUrl: string;
};

/** Every waitlist e-mail ends with the way out (ADR 0060). */
export function LeaveWaitlist({ url }: { url: string }) {
  return (
    <Paragraph muted>
      Vous ne souhaitez plus être prévenu(e) ? <a href={url}>Quitter la liste d’attente</a>
    </Paragraph>
  );
}

export const leaveWaitlistText = (url: string) =>
  `Vous ne souhaitez plus être prévenu(e) ? Quitter la liste d’attente : ${url}`;

/** To a client who joined a provider's waitlist (ADR 0060): what happens next, and how to leave. */
export function renderWaitlistJoined(input: TWaitlistJoinedInput): TRenderedEmail {
  const subject = `Liste d’attente : ${oneLine(input.serviceName)} chez ${oneLine(input.providerName)}`;
  const lead = `Vous êtes sur la liste d’attente de ${input.providerName} pour « ${input.serviceName} », ${input.days}.`;
  const next =
    'Dès qu’un créneau se libère ces jours-là, nous vous écrivons avec un lien pour le réserver. Il n’est pas gardé pour vous : la première personne qui réserve l’obtient.';
  const html = renderHtml(
    <EmailLayout preheader={oneLine(lead)} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <Paragraph>{next}</Paragraph>
      <LeaveWaitlist url={input.leaveUrl} />
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.clientName},`,
    '',
    lead,
    '',
    next,
    '',
    leaveWaitlistText(input.leaveUrl),
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
