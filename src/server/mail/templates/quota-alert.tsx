import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TQuotaAlertInput = {
  name: string;
  kind: 'quota_low' | 'quota_exhausted' | 'sms_exhausted';
  /** The alert's French title and sentence, shared with the in-app notification. */
  title: string;
  body: string;
  /** `${APP_URL}/dashboard/subscription`. */
  subscriptionUrl: string;
  appUrl: string;
};

const CLOSINGS: Record<TQuotaAlertInput['kind'], string> = {
  quota_low:
    'Pour continuer à recevoir des réservations en ligne, rechargez votre compte ou passez à un pack supérieur.',
  quota_exhausted:
    'Vous pouvez toujours ajouter vous-même des rendez-vous depuis votre agenda : ils sont comptés hors quota.',
  sms_exhausted: 'Vos rendez-vous restent confirmés et rappelés par e-mail comme d’habitude.',
};

/** To the provider when 10 appointments remain, then when none does (once per period each). */
export function renderQuotaAlert(input: TQuotaAlertInput): TRenderedEmail {
  const closing = CLOSINGS[input.kind];
  const html = renderHtml(
    <EmailLayout preheader={input.body.slice(0, 120)} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>{input.body}</Paragraph>
      <Paragraph>{closing}</Paragraph>
      <ActionButton href={input.subscriptionUrl} label="Voir mon abonnement" />
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    input.body,
    '',
    closing,
    '',
    `Voir mon abonnement : ${input.subscriptionUrl}`,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject: input.title, html, text };
}
