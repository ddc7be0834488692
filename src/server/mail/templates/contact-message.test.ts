import { describe, expect, it } from 'vitest';
import { renderContactMessage } from './contact-message';

const base = {
  name: 'Jean Dupont',
  email: 'jean@example.fr',
  message: 'Bonjour,\nje voudrais une démonstration.',
  receivedAt: new Date('2026-03-29T08:30:00Z'),
  appUrl: 'https://creneau.example.fr',
};

describe('renderContactMessage', () => {
  it('gives the administrators every detail in French, time in Europe/Paris', () => {
    const email = renderContactMessage(base);
    expect(email.subject).toBe('Nouveau message de contact — Jean Dupont');
    // 08:30 UTC on the DST Sunday is 10:30 in Paris.
    expect(email.text).toContain('Reçu le : dimanche 29 mars 2026 à 10:30');
    expect(email.text).toContain('E-mail : jean@example.fr');
    expect(email.text).toContain('je voudrais une démonstration.');
    expect(email.html).toContain('href="mailto:jean%40example.fr"');
    expect(email.html).toContain('href="https://creneau.example.fr"');
    expect(email.text.split('\n')).toContain('https://creneau.example.fr');
  });

  it('escapes everything the visitor typed', () => {
    const email = renderContactMessage({
      ...base,
      name: '<script>alert(1)</script>',
      email: 'x@y.fr?bcc=a@b.c',
      message: '</div><iframe src="https://evil">',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<iframe');
    expect(email.html).toContain('&lt;iframe src=&quot;https://evil&quot;&gt;');
    expect(email.html).toContain('mailto:x%40y.fr%3Fbcc%3Da%40b.c');
  });

  it('keeps the subject on one line', () => {
    const email = renderContactMessage({ ...base, name: 'Jean\r\nBcc: x@y.z' });
    expect(email.subject).toBe('Nouveau message de contact — Jean Bcc: x@y.z');
  });
});
