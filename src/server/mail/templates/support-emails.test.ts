import { describe, expect, it } from 'vitest';
import { renderSupportDigest } from './support-digest';
import { renderSupportReply, SUPPORT_REPLY_SUBJECT } from './support-reply';

const appUrl = 'https://creneau.example.fr';

describe('support e-mails', () => {
  it('gives the user the team’s replies as written, escaped, with the way back', () => {
    const email = renderSupportReply({
      name: 'Claire',
      replies: ['Bonjour,\nvoici la réponse.', '<script>alert(1)</script>'],
      dashboardUrl: `${appUrl}/dashboard`,
      appUrl,
    });
    expect(email.subject).toBe(SUPPORT_REPLY_SUBJECT);
    expect(email.text).toContain('Bonjour,\nvoici la réponse.');
    expect(email.text).toContain('Voici ses messages');
    expect(email.text).toContain(`Répondre dans Créneau : ${appUrl}/dashboard`);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
  });

  it('lists every waiting conversation for the administrators, one line each', () => {
    const email = renderSupportDigest({
      conversations: [
        { name: 'Léa\nMartin', email: 'lea@exemple.fr', count: 2, firstLine: 'Ma question' },
        { name: 'Paul', email: 'paul@exemple.fr', count: 1, firstLine: '<b>Autre</b>' },
      ],
      inboxUrl: `${appUrl}/admin/chats`,
      appUrl,
    });
    expect(email.subject).toBe('Support : 2 conversations attendent une réponse');
    expect(email.text).toContain('- Léa Martin <lea@exemple.fr> — 2 messages — Ma question');
    expect(email.text).toContain('- Paul <paul@exemple.fr> — 1 message — <b>Autre</b>');
    expect(email.html).toContain('&lt;b&gt;Autre&lt;/b&gt;');
    expect(email.text).toContain(`${appUrl}/admin/chats`);
  });
});
