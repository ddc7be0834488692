import { DEFAULT_TIMEZONE, formatDateTime } from '../../../shared/french-format';
import { BRAND, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TContactMessageInput = {
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
  /** Footer link (APP_URL). */
  appUrl?: string;
};

/** Header values must stay on one line whatever the visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Sent to every administrator when a visitor uses the contact form. */
export function renderContactMessage(input: TContactMessageInput): TRenderedEmail {
  const { appUrl } = input;
  const when = formatDateTime(input.receivedAt, DEFAULT_TIMEZONE);
  const subject = `Nouveau message de contact — ${oneLine(input.name)}`;
  const preheader = `${oneLine(input.name)} vous a écrit via le formulaire de contact.`;
  // Percent-encoded so that `?` or `&` in the address cannot add mailto parameters (RFC 6068).
  const replyHref = `mailto:${encodeURIComponent(input.email)}`;
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={appUrl}>
      <Paragraph>Un visiteur a écrit via le formulaire de contact de {BRAND.name}.</Paragraph>
      <Paragraph>
        <strong>Nom :</strong> {input.name}
        <br />
        <strong>E-mail :</strong> <a href={replyHref}>{input.email}</a>
        <br />
        <strong>Reçu le :</strong> {when}
      </Paragraph>
      <div
        style={{
          margin: '0 0 16px',
          padding: '12px 16px',
          borderLeft: '3px solid #4f46e5',
          backgroundColor: '#f9fafb',
          whiteSpace: 'pre-wrap',
        }}
      >
        {input.message}
      </div>
      <Paragraph muted>Répondez directement à l'adresse du visiteur indiquée ci-dessus.</Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Un visiteur a écrit via le formulaire de contact de ${BRAND.name}.`,
    '',
    `Nom : ${input.name}`,
    `E-mail : ${input.email}`,
    `Reçu le : ${when}`,
    '',
    'Message :',
    input.message,
    '',
    "Répondez directement à l'adresse du visiteur indiquée ci-dessus.",
    '',
    textFooter(appUrl),
  ].join('\n');
  return { subject, html, text };
}
