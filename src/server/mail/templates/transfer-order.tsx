import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TTransferOrderEmailInput = {
  name: string;
  /** The subject (« Virement reçu : votre Pack Pro est actif »). */
  title: string;
  /** What happened and what to do, one paragraph each. */
  paragraphs: string[];
  /** The transfer to make, line by line (« Montant : 14,99 € TTC », « IBAN : FR76 … »); none when nothing is due. */
  transfer: string[];
  /** `${APP_URL}/dashboard/subscription`. */
  subscriptionUrl: string;
  appUrl: string;
};

/** To the provider about a transfer order (ADR 0056): received, the next month due, the month ended. */
export function renderTransferOrder(input: TTransferOrderEmailInput): TRenderedEmail {
  const html = renderHtml(
    <EmailLayout preheader={input.paragraphs[0] ?? input.title} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      {input.paragraphs.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      {input.transfer.map((line) => (
        <Paragraph key={line}>
          <strong>{line}</strong>
        </Paragraph>
      ))}
      <ActionButton href={input.subscriptionUrl} label="Voir mon abonnement" />
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    ...input.paragraphs.flatMap((line) => [line, '']),
    ...(input.transfer.length > 0 ? [...input.transfer, ''] : []),
    `Voir mon abonnement : ${input.subscriptionUrl}`,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject: input.title, html, text };
}
