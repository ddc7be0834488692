import { oneLine } from './booking-summary';
import {
  ActionButton,
  CELL,
  EmailLayout,
  EmailTable,
  Paragraph,
  renderHtml,
  type TRenderedEmail,
  textFooter,
} from './layout';

export type TSupportDigestEntry = {
  name: string;
  email: string;
  /** Messages of this conversation waiting unread. */
  count: number;
  /** The first line of the oldest of them. */
  firstLine: string;
};

export type TSupportDigestInput = {
  conversations: TSupportDigestEntry[];
  /** `${APP_URL}/admin/chats` */
  inboxUrl: string;
  appUrl: string;
};

const messagesLabel = (n: number) => (n === 1 ? '1 message' : `${n} messages`);
const conversationsLabel = (n: number) =>
  n === 1 ? '1 conversation attend' : `${n} conversations attendent`;

/** To every administrator: conversations whose messages have waited unread for five minutes. */
export function renderSupportDigest(input: TSupportDigestInput): TRenderedEmail {
  const waiting = conversationsLabel(input.conversations.length);
  const subject = `Support : ${waiting} une réponse`;
  const html = renderHtml(
    <EmailLayout preheader={`${waiting} une réponse.`} appUrl={input.appUrl}>
      <Paragraph>Bonjour, {waiting} une réponse de l’équipe :</Paragraph>
      <EmailTable headings={['Utilisateur', 'Messages', 'Début du premier message']}>
        {input.conversations.map((c) => (
          <tr key={c.email}>
            <td style={CELL}>
              {c.name}
              <br />
              <span style={{ color: '#6b7280' }}>{c.email}</span>
            </td>
            <td style={{ ...CELL, whiteSpace: 'nowrap' }}>{messagesLabel(c.count)}</td>
            <td style={CELL}>{c.firstLine}</td>
          </tr>
        ))}
      </EmailTable>
      <ActionButton href={input.inboxUrl} label="Ouvrir la boîte de réception" />
    </EmailLayout>,
  );
  const text = [
    `Bonjour, ${waiting} une réponse de l’équipe :`,
    '',
    ...input.conversations.map(
      (c) => `- ${oneLine(c.name)} <${c.email}> — ${messagesLabel(c.count)} — ${oneLine(c.firstLine)}`,
    ),
    '',
    `Ouvrir la boîte de réception : ${input.inboxUrl}`,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
