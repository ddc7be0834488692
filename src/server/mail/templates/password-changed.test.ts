import { describe, expect, it } from 'vitest';
import { renderPasswordChanged } from './password-changed';

describe('renderPasswordChanged', () => {
  const email = renderPasswordChanged({
    name: 'Léa',
    changedAt: new Date('2026-06-02T08:30:00Z'),
    appUrl: 'https://creneau.example.fr',
  });

  it('says when the password changed, in Paris time, and how to react if it was not the holder', () => {
    expect(email.subject).toBe('Votre mot de passe a été modifié — Créneau');
    expect(email.text).toContain('Votre mot de passe a été modifié le mardi 2 juin 2026 à 10:30');
    expect(email.text.split('\n')).toContain('https://creneau.example.fr/forgot-password');
    expect(email.html).toContain('href="https://creneau.example.fr/forgot-password"');
    expect(email.html).toContain('Bonjour Léa,');
  });
});
