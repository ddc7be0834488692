import { describe, expect, it } from 'vitest';
import { renderRegistrationAttempt } from './registration-attempt';

const forgotPasswordUrl = 'https://creneau.example.fr/forgot-password';

describe('renderRegistrationAttempt', () => {
  it('tells the owner in French, with the forgot-password link and the advice to ignore it', () => {
    const email = renderRegistrationAttempt({ name: 'Léa', forgotPasswordUrl });
    expect(email.subject).toBe('Tentative de création de compte avec votre adresse — Créneau');
    expect(email.html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(email.html).toContain('Bonjour Léa,');
    expect(email.html).toContain(
      'Quelqu&#x27;un a tenté de créer un compte Créneau avec votre adresse e-mail.',
    );
    expect(email.html).toContain(`href="${forgotPasswordUrl}"`);
    expect(email.html).toContain('ignorez cet e-mail');
    expect(email.html).toContain('la solution simple pour vos rendez-vous');
    expect(email.text).toContain("Quelqu'un a tenté de créer un compte Créneau avec votre adresse e-mail.");
    expect(email.text.split('\n')).toContain(forgotPasswordUrl);
    expect(email.text).toContain("Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail");
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('takes the footer link from the part of the URL before /forgot-password', () => {
    const email = renderRegistrationAttempt({ name: 'Léa', forgotPasswordUrl });
    expect(email.html).toContain('href="https://creneau.example.fr"');
    expect(email.text.split('\n')).toContain('https://creneau.example.fr');
  });

  it('escapes a hostile name in the HTML', () => {
    const email = renderRegistrationAttempt({ name: '<img src=x onerror=y>', forgotPasswordUrl });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=y&gt;');
  });
});
