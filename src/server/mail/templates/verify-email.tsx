import {
  ActionButton,
  appUrlOf,
  EmailLayout,
  Paragraph,
  renderHtml,
  type TRenderedEmail,
  textFooter,
} from './layout';

export type TVerifyEmailInput = {
  name: string;
  /** `${APP_URL}/verify-email/${token}` */
  url: string;
  /** Footer link; defaults to the base of `url`. */
  appUrl?: string;
};

export const VERIFY_EMAIL_VALID_HOURS = 48;

export function renderVerifyEmail(input: TVerifyEmailInput): TRenderedEmail {
  const appUrl = input.appUrl ?? appUrlOf(input.url, '/verify-email/');
  const subject = 'Confirmez votre adresse e-mail — Créneau';
  const preheader = 'Un clic pour activer votre compte Créneau.';
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>
        Bienvenue sur Créneau ! Pour activer votre compte, confirmez votre adresse e-mail en cliquant sur le
        bouton ci-dessous.
      </Paragraph>
      <ActionButton href={input.url} label="Confirmer mon adresse email" />
      <Paragraph muted>
        Ce lien est valable {VERIFY_EMAIL_VALID_HOURS} heures. Si vous n'avez pas créé de compte sur Créneau,
        ignorez simplement cet email.
      </Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    'Bienvenue sur Créneau ! Pour activer votre compte, confirmez votre adresse e-mail en ouvrant ce lien :',
    '',
    input.url,
    '',
    `Ce lien est valable ${VERIFY_EMAIL_VALID_HOURS} heures. Si vous n'avez pas créé de compte sur Créneau, ignorez simplement cet e-mail.`,
    '',
    textFooter(appUrl),
  ].join('\n');
  return { subject, html, text };
}
