import { oneLine } from './booking-summary';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';
import { LeaveWaitlist, leaveWaitlistText } from './waitlist-joined';

export type TWaitlistOfferInput = {
  clientName: string;
  providerName: string;
  serviceName: string;
  /** The slot in the provider's zone: « mardi 15 décembre à 10:00 (heure de Paris) ». */
  when: string;
  /**
   * The booking page on that service and day, or for a « plus tôt » alert the client's manage page
   * on that day (taking the slot there moves their booking).
   */
  bookUrl: string;
  /** A « plus tôt » alert: the client already has a later appointment. */
  earlier: boolean;
  /** `${APP_URL}/waitlist/{entryId}/{token}` */
  leaveUrl: string;
  appUrl: string;
};

const NOT_HELD =
  'Ce créneau n’est pas réservé pour vous : d’autres personnes en attente sont peut-être prévenues aussi, et le premier à réserver l’obtient. S’il est déjà pris, la page vous montre les horaires encore libres.';

/** To a client on the waitlist (ADR 0060): a slot of the service they wait for is free now. */
export function renderWaitlistOffer(input: TWaitlistOfferInput): TRenderedEmail {
  const subject = `Un créneau s’est libéré : ${oneLine(input.serviceName)} — ${input.when}`;
  const lead = input.earlier
    ? `Un créneau plus tôt s’est libéré chez ${input.providerName} pour « ${input.serviceName} » : ${input.when}. Vous pouvez avancer votre rendez-vous.`
    : `Un créneau s’est libéré chez ${input.providerName} pour « ${input.serviceName} » : ${input.when}.`;
  const action = input.earlier ? 'Avancer mon rendez-vous' : 'Réserver ce créneau';
  const html = renderHtml(
    <EmailLayout preheader={oneLine(lead)} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <ActionButton href={input.bookUrl} label={action} />
      <Paragraph>{NOT_HELD}</Paragraph>
      <LeaveWaitlist url={input.leaveUrl} />
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.clientName},`,
    '',
    lead,
    '',
    `${action} : ${input.bookUrl}`,
    '',
    NOT_HELD,
    '',
    leaveWaitlistText(input.leaveUrl),
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
