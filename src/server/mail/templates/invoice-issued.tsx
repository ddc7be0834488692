import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TInvoiceIssuedInput = {
  name: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  /** « 14,99 € » (a credit note's amount shown positive). */
  amount: string;
  label: string;
  /** `${APP_URL}/dashboard/subscription`. */
  subscriptionUrl: string;
  appUrl: string;
};

/** To the provider with each invoice or credit note, its PDF attached. */
export function renderInvoiceIssued(input: TInvoiceIssuedInput): TRenderedEmail {
  const invoice = input.kind === 'invoice';
  const subject = invoice ? `Votre facture ${input.number}` : `Votre avoir ${input.number}`;
  const body = invoice
    ? `Merci pour votre paiement de ${input.amount} TTC (${input.label}). Votre facture ${input.number} est jointe à ce message.`
    : `Nous vous avons remboursé ${input.amount} TTC (${input.label}). L’avoir ${input.number} est joint à ce message.`;
  const keep = 'Elle reste téléchargeable à tout moment dans « Abonnement », rubrique « Factures ».';
  const html = renderHtml(
    <EmailLayout preheader={body.slice(0, 120)} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>{body}</Paragraph>
      <Paragraph muted>{keep}</Paragraph>
      <ActionButton href={input.subscriptionUrl} label="Voir mes factures" />
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    body,
    '',
    keep,
    `Voir mes factures : ${input.subscriptionUrl}`,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
