import { describe, expect, it } from 'vitest';
import { renderVerifyEmail } from './verify-email';

const url = 'https://creneau.example.fr/verify-email/abc_DEF-123';

describe('renderVerifyEmail', () => {
  it('writes a French subject, body and the link in both HTML and text', () => {
    const email = renderVerifyEmail({ name: 'Camille', url });
    expect(email.subject).toBe('Confirmez votre adresse e-mail — Créneau');
    expect(email.html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(email.html).toContain('Bonjour Camille,');
    expect(email.html).toContain(`href="${url}"`);
    expect(email.html).toContain('48 heures');
    expect(email.html).toContain('la solution simple pour vos rendez-vous');
    expect(email.html).toContain('href="https://creneau.example.fr"');
    expect(email.text).toContain('Bonjour Camille,');
    expect(email.text.split('\n')).toContain(url);
    expect(email.text).toContain('48 heures');
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('escapes a hostile name in the HTML', () => {
    const email = renderVerifyEmail({ name: '<script>alert("x")</script><img src=x onerror=y>', url });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;script&gt;');
  });

  it('uses the given public URL in the footer', () => {
    const email = renderVerifyEmail({ name: 'A', url, appUrl: 'https://rdv.example.com' });
    expect(email.html).toContain('href="https://rdv.example.com"');
    expect(email.text.endsWith('https://rdv.example.com')).toBe(true);
  });
});
