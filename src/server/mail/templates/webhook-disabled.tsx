import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TWebhookDisabledInput = {
  name: string;
  url: string;
  reason: string;
  /** APP_URL: the « Intégrations » link and the footer. */
  appUrl: string;
};

/** « Votre webhook a été désactivé »: a 410 or repeated failures turned an endpoint off (issue 36). */
export function renderWebhookDisabled(input: TWebhookDisabledInput): TRenderedEmail {
  const link = `${input.appUrl}/dashboard/integrations`;
  const subject = 'Votre webhook a été désactivé — Créneau';
  const preheader = 'Créneau n’envoie plus d’événements à l’une de vos adresses.';
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>
        Créneau n’envoie plus d’événements à l’adresse {input.url}. {input.reason}
      </Paragraph>
      <Paragraph>
        Corrigez le serveur qui les reçoit, puis réactivez le webhook et renvoyez les envois en échec depuis
        la page « Intégrations ».
      </Paragraph>
      <ActionButton href={link} label="Voir mes webhooks" />
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    `Créneau n’envoie plus d’événements à l’adresse ${input.url}. ${input.reason}`,
    '',
    'Corrigez le serveur qui les reçoit, puis réactivez le webhook et renvoyez les envois en échec depuis la page « Intégrations » :',
    '',
    link,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
