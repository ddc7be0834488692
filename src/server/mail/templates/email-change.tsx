import { DEFAULT_TIMEZONE, formatWhen } from '../../../shared/french-format';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

/** To the new address: the single-use link that makes it the account's address. */
export function renderEmailChangeLink(input: {
  name: string;
  url: string;
  expiresInHours: number;
  appUrl: string;
}): TRenderedEmail {
  const subject = 'Confirmez votre nouvelle adresse e-mail — Créneau';
  const preheader = 'Un clic pour utiliser cette adresse avec votre compte Créneau.';
  const intro = 'Vous avez demandé à utiliser cette adresse pour votre compte Créneau.';
  const validity = `Ce lien est valable ${input.expiresInHours} heures et ne sert qu'une fois. Votre adresse actuelle reste valable tant que vous n'avez pas confirmé la nouvelle.`;
  const ignore = "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : rien ne changera.";
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <ActionButton href={input.url} label="Confirmer ma nouvelle adresse" />
      <Paragraph>{validity}</Paragraph>
      <Paragraph muted>{ignore}</Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    intro,
    '',
    input.url,
    '',
    validity,
    '',
    ignore,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}

/**
 * To a new address that already has an account: the form answered as for a free address, so only
 * the mailbox's owner learns the account exists. No link: the address cannot be taken twice.
 */
export function renderEmailChangeTaken(input: { appUrl: string }): TRenderedEmail {
  const subject = 'Tentative de changement d’adresse vers la vôtre — Créneau';
  const preheader = 'Un compte Créneau existe déjà avec cette adresse.';
  const body =
    "Quelqu'un a demandé à utiliser cette adresse pour un autre compte Créneau. Un compte existe déjà avec cette adresse : rien n'a été modifié.";
  const ignore = "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.";
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={input.appUrl}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>{body}</Paragraph>
      <Paragraph muted>{ignore}</Paragraph>
    </EmailLayout>,
  );
  const text = ['Bonjour,', '', body, '', ignore, '', textFooter(input.appUrl)].join('\n');
  return { subject, html, text };
}

/** « l***@e***.fr »: enough for the holder to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** To the old address once the change is confirmed: what changed, and what to do if it was not them. */
export function renderEmailChanged(input: {
  name: string;
  newEmail: string;
  changedAt: Date;
  appUrl: string;
}): TRenderedEmail {
  const when = formatWhen(input.changedAt, DEFAULT_TIMEZONE);
  const subject = 'Votre adresse e-mail a été modifiée — Créneau';
  const preheader = 'Votre compte Créneau utilise désormais une autre adresse.';
  const body = `Votre adresse e-mail a été modifiée le ${when} : votre compte utilise désormais ${maskEmail(input.newEmail)}. Vos sessions ont été fermées.`;
  const notYou =
    "Si vous n'êtes pas à l'origine de ce changement, contactez tout de suite le support Créneau.";
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>{body}</Paragraph>
      <Paragraph>{notYou}</Paragraph>
    </EmailLayout>,
  );
  const text = [`Bonjour ${input.name},`, '', body, '', notYou, '', textFooter(input.appUrl)].join('\n');
  return { subject, html, text };
}
