import { DEFAULT_TIMEZONE, formatWhen } from '../../../shared/french-format';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TSecurityKeyEvent = 'added' | 'removed' | 'cloned';

export type TSecurityKeyNoticeInput = {
  event: TSecurityKeyEvent;
  name: string;
  keyName: string;
  at: Date;
  appUrl: string;
  /** Where the holder manages their keys: /dashboard/security, or /admin/security for the team. */
  securityPath: string;
};

const WORDING: Record<TSecurityKeyEvent, { subject: string; line: (key: string, when: string) => string }> = {
  added: {
    subject: 'Nouvelle clé de sécurité sur votre compte — Créneau',
    line: (key, when) => `La clé de sécurité « ${key} » a été ajoutée à votre compte le ${when}.`,
  },
  removed: {
    subject: 'Clé de sécurité supprimée de votre compte — Créneau',
    line: (key, when) => `La clé de sécurité « ${key} » a été supprimée de votre compte le ${when}.`,
  },
  cloned: {
    subject: 'Connexion refusée : votre clé de sécurité a peut-être été copiée — Créneau',
    line: (key, when) =>
      `Le ${when}, une connexion avec la clé « ${key} » a été refusée : son compteur de signatures est revenu en arrière, signe possible d’une clé copiée. Supprimez cette clé depuis la page Sécurité et enregistrez-en une nouvelle.`,
  },
};

/** Tells the holder that a security key was added, removed, or refused as a possible clone. */
export function renderSecurityKeyNotice(input: TSecurityKeyNoticeInput): TRenderedEmail {
  const when = formatWhen(input.at, DEFAULT_TIMEZONE);
  const wording = WORDING[input.event];
  const line = wording.line(input.keyName, when);
  const securityUrl = `${input.appUrl}${input.securityPath}`;
  const warning =
    "Si vous n'êtes pas à l'origine de ce changement, changez votre mot de passe et contactez le support.";
  const html = renderHtml(
    <EmailLayout preheader={line} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>{line}</Paragraph>
      <Paragraph>{warning}</Paragraph>
      <ActionButton href={securityUrl} label="Voir mes clés de sécurité" />
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    line,
    '',
    warning,
    '',
    securityUrl,
    '',
    textFooter(input.appUrl),
  ];
  return { subject: wording.subject, html, text: text.join('\n') };
}
