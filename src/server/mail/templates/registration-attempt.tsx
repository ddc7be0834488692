import {
  ActionButton,
  appUrlOf,
  EmailLayout,
  Paragraph,
  renderHtml,
  type TRenderedEmail,
  textFooter,
} from './layout';

export type TRegistrationAttemptInput = {
  name: string;
  /** `${APP_URL}/forgot-password` */
  forgotPasswordUrl: string;
  /** Footer link; defaults to the base of `forgotPasswordUrl`. */
  appUrl?: string;
};

/**
 * Sent instead of a « cette adresse a déjà un compte » answer: the sign-up form answers the same
 * for every address, and only the owner of the mailbox learns that the account exists.
 */
export function renderRegistrationAttempt(input: TRegistrationAttemptInput): TRenderedEmail {
  const appUrl = input.appUrl ?? appUrlOf(input.forgotPasswordUrl, '/forgot-password');
  const subject = 'Tentative de création de compte avec votre adresse — Créneau';
  const preheader = "Quelqu'un a tenté de créer un compte Créneau avec votre adresse e-mail.";
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>
        Quelqu'un a tenté de créer un compte Créneau avec votre adresse e-mail. Vous avez déjà un compte avec
        cette adresse : aucun autre n'a été créé.
      </Paragraph>
      <Paragraph>
        Si c'était vous et que vous ne retrouvez plus votre mot de passe, choisissez-en un nouveau :
      </Paragraph>
      <ActionButton href={input.forgotPasswordUrl} label="Choisir un nouveau mot de passe" />
      <Paragraph muted>
        Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre compte et votre mot de
        passe restent inchangés.
      </Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    "Quelqu'un a tenté de créer un compte Créneau avec votre adresse e-mail. Vous avez déjà un compte avec cette adresse : aucun autre n'a été créé.",
    '',
    "Si c'était vous et que vous ne retrouvez plus votre mot de passe, choisissez-en un nouveau depuis ce lien :",
    '',
    input.forgotPasswordUrl,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre compte et votre mot de passe restent inchangés.",
    '',
    textFooter(appUrl),
  ].join('\n');
  return { subject, html, text };
}
