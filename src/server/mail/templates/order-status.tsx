import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TOrderStatusEmailInput = {
  name: string;
  /** « CMD-000042 ». */
  reference: string;
  /** What happened, one sentence (« Votre commande CMD-000042 a été expédiée. »). */
  headline: string;
  /** Details: the tracking number and carrier, the refund… */
  details: string[];
  /** `${APP_URL}/dashboard/shop?commande=…`. */
  orderUrl: string;
  appUrl: string;
};

/** To the provider at each step of a shop order (issue 14): placed, paid, shipped, delivered, cancelled, refunded. */
export function renderOrderStatus(input: TOrderStatusEmailInput): TRenderedEmail {
  const subject = input.headline.replace(/\.$/, '');
  const html = renderHtml(
    <EmailLayout preheader={input.headline} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>{input.headline}</Paragraph>
      {input.details.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <ActionButton href={input.orderUrl} label="Suivre ma commande" />
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    input.headline,
    ...input.details,
    '',
    `Suivre ma commande : ${input.orderUrl}`,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
