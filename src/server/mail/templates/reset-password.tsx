import {
  ActionButton,
  appUrlOf,
  EmailLayout,
  Paragraph,
  renderHtml,
  type TRenderedEmail,
  textFooter,
} from './layout';

export type TResetPasswordInput = {
  name: string;
  /** `${APP_URL}/reset-password/${token}` */
  url: string;
  expiresInMinutes: number;
  /** Footer link; defaults to the base of `url`. */
  appUrl?: string;
};

export function renderResetPassword(input: TResetPasswordInput): TRenderedEmail {
  const appUrl = input.appUrl ?? appUrlOf(input.url, '/reset-password/');
  const validity = `${input.expiresInMinutes} minute${input.expiresInMinutes > 1 ? 's' : ''}`;
  const subject = 'Réinitialisation de votre mot de passe — Créneau';
  const preheader = 'Choisissez un nouveau mot de passe pour votre compte Créneau.';
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>
        Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Créneau. Pour choisir
        un nouveau mot de passe, cliquez sur le bouton ci-dessous.
      </Paragraph>
      <ActionButton href={input.url} label="Choisir un nouveau mot de passe" />
      <Paragraph muted>
        Ce lien est valable {validity} et ne peut servir qu'une fois. Toutes vos sessions ouvertes seront
        fermées après le changement.
      </Paragraph>
      <Paragraph muted>
        Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe actuel reste
        inchangé.
      </Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Créneau. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    '',
    input.url,
    '',
    `Ce lien est valable ${validity} et ne peut servir qu'une fois. Toutes vos sessions ouvertes seront fermées après le changement.`,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe actuel reste inchangé.",
    '',
    textFooter(appUrl),
  ].join('\n');
  return { subject, html, text };
}
