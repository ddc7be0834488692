import { DEFAULT_TIMEZONE, formatWhen } from '../../../shared/french-format';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TPasswordChangedInput = {
  name: string;
  changedAt: Date;
  /** APP_URL: the forgot-password link and the footer. */
  appUrl: string;
};

/** « Votre mot de passe a été modifié »: tells the holder, with the way back if it was not them. */
export function renderPasswordChanged(input: TPasswordChangedInput): TRenderedEmail {
  const when = formatWhen(input.changedAt, DEFAULT_TIMEZONE);
  const forgotUrl = `${input.appUrl}/forgot-password`;
  const subject = 'Votre mot de passe a été modifié — Créneau';
  const preheader = 'Le mot de passe de votre compte Créneau vient d’être changé.';
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>
        Votre mot de passe a été modifié le {when}. Vos autres sessions ouvertes ont été fermées.
      </Paragraph>
      <Paragraph>
        Si vous n'êtes pas à l'origine de ce changement, choisissez tout de suite un nouveau mot de passe et
        contactez le support.
      </Paragraph>
      <ActionButton href={forgotUrl} label="Choisir un nouveau mot de passe" />
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    `Votre mot de passe a été modifié le ${when}. Vos autres sessions ouvertes ont été fermées.`,
    '',
    "Si vous n'êtes pas à l'origine de ce changement, choisissez tout de suite un nouveau mot de passe et contactez le support :",
    '',
    forgotUrl,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
