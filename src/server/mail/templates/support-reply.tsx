import { oneLine, Quote } from './booking-summary';
import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TSupportReplyInput = {
  name: string;
  /** The team's unread replies, oldest first. */
  replies: string[];
  /** `${APP_URL}/dashboard`, where the « Besoin d'aide ? » widget opens the conversation. */
  dashboardUrl: string;
  appUrl: string;
};

export const SUPPORT_REPLY_SUBJECT = 'Nouvelle réponse de l’équipe Créneau';

/** To a user who has not read the team's reply within five minutes: the text and a way back. */
export function renderSupportReply(input: TSupportReplyInput): TRenderedEmail {
  const several = input.replies.length > 1;
  const intro = several
    ? 'L’équipe Créneau vous a répondu. Voici ses messages :'
    : 'L’équipe Créneau vous a répondu. Voici son message :';
  const html = renderHtml(
    <EmailLayout preheader={oneLine(input.replies[0] ?? '').slice(0, 120)} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>{intro}</Paragraph>
      {input.replies.map((reply, index) => (
        // The replies are a fixed list in their order: the position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Quote key={index}>{reply}</Quote>
      ))}
      <ActionButton href={input.dashboardUrl} label="Répondre dans Créneau" />
      <Paragraph muted>
        Pour continuer la conversation, ouvrez « Besoin d’aide ? » en bas de votre espace Créneau.
      </Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    intro,
    '',
    ...input.replies.flatMap((reply) => [reply, '']),
    `Répondre dans Créneau : ${input.dashboardUrl}`,
    '',
    'Pour continuer la conversation, ouvrez « Besoin d’aide ? » en bas de votre espace Créneau.',
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject: SUPPORT_REPLY_SUBJECT, html, text };
}
