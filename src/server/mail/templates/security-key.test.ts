import { describe, expect, it } from 'vitest';
import { renderSecurityKeyNotice } from './security-key';

const base = {
  name: 'Léa',
  keyName: 'Téléphone',
  at: new Date('2026-06-02T08:30:00Z'),
  appUrl: 'https://creneau.example.fr',
  securityPath: '/dashboard/security',
};

describe('renderSecurityKeyNotice', () => {
  it('names the key and the moment, in Paris time, with the way to the keys', () => {
    const added = renderSecurityKeyNotice({ ...base, event: 'added' });
    expect(added.subject).toBe('Nouvelle clé de sécurité sur votre compte — Créneau');
    expect(added.text).toContain(
      'La clé de sécurité « Téléphone » a été ajoutée à votre compte le mardi 2 juin 2026 à 10:30',
    );
    expect(added.text.split('\n')).toContain('https://creneau.example.fr/dashboard/security');
    expect(added.html).toContain('Bonjour Léa,');
  });

  it('tells a removal and a possible clone apart', () => {
    expect(renderSecurityKeyNotice({ ...base, event: 'removed' }).text).toContain(
      'a été supprimée de votre compte',
    );
    const cloned = renderSecurityKeyNotice({ ...base, event: 'cloned' });
    expect(cloned.subject).toContain('copiée');
    expect(cloned.text).toContain('compteur de signatures est revenu en arrière');
  });

  it('sends an administrator to the back office’s own page', () => {
    const admin = renderSecurityKeyNotice({ ...base, event: 'added', securityPath: '/admin/security' });
    expect(admin.text.split('\n')).toContain('https://creneau.example.fr/admin/security');
  });
});
