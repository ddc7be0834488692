import { describe, expect, it } from 'vitest';
import { maskEmail, renderEmailChanged, renderEmailChangeLink, renderEmailChangeTaken } from './email-change';

const appUrl = 'https://creneau.example.fr';

describe('e-mail change messages', () => {
  it('masks the new address enough to recognise it, not to harvest it', () => {
    expect(maskEmail('lea.martin@exemple.fr')).toBe('l***@e***.fr');
    expect(maskEmail('a@localhost')).toBe('a***@l***');
  });

  it('sends the link to the new address with its validity', () => {
    const email = renderEmailChangeLink({
      name: 'Léa',
      url: `${appUrl}/confirm-email/abc`,
      expiresInHours: 24,
      appUrl,
    });
    expect(email.subject).toBe('Confirmez votre nouvelle adresse e-mail — Créneau');
    expect(email.text.split('\n')).toContain(`${appUrl}/confirm-email/abc`);
    expect(email.html).toContain(`href="${appUrl}/confirm-email/abc"`);
    expect(email.text).toContain('valable 24 heures');
  });

  it('gives a taken address a notice without any link', () => {
    const email = renderEmailChangeTaken({ appUrl });
    expect(email.text).toContain('Un compte existe déjà avec cette adresse');
    expect(email.text).not.toContain('/confirm-email/');
  });

  it('tells the old address when, to what (masked), and to contact support if it was not them', () => {
    const email = renderEmailChanged({
      name: 'Léa',
      newEmail: 'lea.martin@exemple.fr',
      changedAt: new Date('2026-06-02T08:30:00Z'),
      appUrl,
    });
    expect(email.subject).toBe('Votre adresse e-mail a été modifiée — Créneau');
    expect(email.text).toContain('le mardi 2 juin 2026 à 10:30');
    expect(email.text).toContain('l***@e***.fr');
    expect(email.text).not.toContain('lea.martin@exemple.fr');
    expect(email.text).toContain('contactez tout de suite le support');
  });
});
