import { describe, expect, it } from 'vitest';
import { renderResetPassword } from './reset-password';

const url = 'https://creneau.example.fr/app/reset-password/tok_123';

describe('renderResetPassword', () => {
  it('writes a neutral French e-mail with the link and its validity', () => {
    const email = renderResetPassword({ name: 'Léa', url, expiresInMinutes: 60 });
    expect(email.subject).toBe('Réinitialisation de votre mot de passe — Créneau');
    expect(email.html).toContain('Bonjour Léa,');
    expect(email.html).toContain(`href="${url}"`);
    expect(email.html).toContain('60 minutes');
    expect(email.html).toContain(
      'Si vous n&#x27;êtes pas à l&#x27;origine de cette demande, ignorez cet e-mail',
    );
    expect(email.text.split('\n')).toContain(url);
    expect(email.text).toContain("Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail");
    expect(email.text).toContain('60 minutes');
  });

  it('takes the footer link from the part of the URL before /reset-password/', () => {
    const email = renderResetPassword({ name: 'Léa', url, expiresInMinutes: 1 });
    expect(email.html).toContain('href="https://creneau.example.fr/app"');
    expect(email.text).toContain('1 minute ');
  });

  it('escapes a hostile name in the HTML', () => {
    const email = renderResetPassword({ name: '"><b onclick=x>Évil</b>', url, expiresInMinutes: 60 });
    expect(email.html).not.toContain('<b onclick');
    expect(email.html).toContain('&quot;&gt;&lt;b onclick=x&gt;Évil&lt;/b&gt;');
  });
});
