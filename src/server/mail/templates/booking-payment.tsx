import { oneLine } from './booking-summary';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

/** What the e-mails about a booking's payment (issue 34, ADR 0061) say of the booking. */
export type TBookingPaymentEmailInput = {
  clientName: string;
  providerName: string;
  serviceName: string;
  /** « mardi 15 décembre à 10:00 (heure de Paris) », in the booking's zone. */
  when: string;
  /** « 20,00 € » */
  amount: string;
  appUrl: string;
};

/** What a refund gives back, inside a sentence and at its start. */
const REFUNDED = {
  deposit: ['votre acompte', 'Votre acompte'],
  full: ['votre paiement', 'Votre paiement'],
  fee: ['vos frais d’absence', 'Vos frais d’absence'],
} as const;

/**
 * To the client once Stripe refunded what they paid online (« acompte », the whole price, or a
 * no-show fee charged since), or a part of it (`partial`: `amount` is the part refunded).
 */
export function renderBookingRefunded(
  input: TBookingPaymentEmailInput & { kind: 'deposit' | 'full' | 'fee'; partial?: boolean },
): TRenderedEmail {
  const [paid, Paid] = REFUNDED[input.kind];
  const what = input.partial ? `${input.amount} sur ${paid}` : `${Paid} de ${input.amount}`;
  const verb = input.partial || input.kind === 'fee' ? 'vous ont été remboursés' : 'vous a été remboursé';
  const lead = `${what} ${verb} par ${input.providerName} (rendez-vous « ${input.serviceName} » du ${input.when}).`;
  const delay =
    'Le remboursement est parti sur la carte utilisée pour payer : selon votre banque, il apparaît sur votre relevé sous 5 à 10 jours.';
  const html = renderHtml(
    <EmailLayout preheader={oneLine(lead)} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <Paragraph>{delay}</Paragraph>
    </EmailLayout>,
  );
  const text = [`Bonjour ${input.clientName},`, '', lead, '', delay, '', textFooter(input.appUrl)].join('\n');
  return { subject: `${what} ${verb}`, html, text };
}

/**
 * To the client whose bank wants to confirm the no-show fee charged on their saved card
 * (`authentication_required`): the link to a payment page for the fee.
 */
export function renderNoShowFeeLink(input: TBookingPaymentEmailInput & { payUrl: string }): TRenderedEmail {
  const lead = `Votre banque demande une confirmation pour régler les frais d'absence de ${input.amount} de votre rendez-vous « ${input.serviceName} » avec ${input.providerName} du ${input.when}, auquel vous n'êtes pas venu(e).`;
  const terms =
    'Ces frais étaient prévus par les conditions acceptées lors de la réservation, votre carte ayant été enregistrée en garantie. Le lien est valable 24 heures ; pour toute question, contactez directement le professionnel.';
  const action = 'Régler les frais d’absence';
  const html = renderHtml(
    <EmailLayout preheader={oneLine(lead)} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <ActionButton href={input.payUrl} label={action} />
      <Paragraph>{terms}</Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.clientName},`,
    '',
    lead,
    '',
    `${action} : ${input.payUrl}`,
    '',
    terms,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject: `Frais d'absence de ${input.amount} à confirmer auprès de votre banque`, html, text };
}

/**
 * To the client whose booking still awaited its payment when the provider cancelled it (ADR 0061):
 * no confirmation was ever sent, so a short word that nothing was charged and the payment page is
 * closed — not the confirmed booking's cancellation e-mail.
 */
export function renderHoldCancelledByProvider(input: TBookingPaymentEmailInput): TRenderedEmail {
  const lead = `Votre réservation en attente de paiement pour « ${input.serviceName} » du ${input.when} a été annulée par ${input.providerName}.`;
  const nothing =
    'Aucun montant n’a été débité et aucune carte n’a été enregistrée : la page de paiement est fermée. Pour un autre créneau, vous pouvez reprendre rendez-vous ou contacter directement le professionnel.';
  const html = renderHtml(
    <EmailLayout preheader={oneLine(lead)} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.clientName},</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <Paragraph>{nothing}</Paragraph>
    </EmailLayout>,
  );
  const text = [`Bonjour ${input.clientName},`, '', lead, '', nothing, '', textFooter(input.appUrl)].join(
    '\n',
  );
  return { subject: 'Votre réservation en attente de paiement a été annulée', html, text };
}
